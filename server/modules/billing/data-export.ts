/** What billing keeps about a user, for their data download (`exportFor`). */
import type { Knex } from 'knex';

/**
 * The payments the user made or received (with their refunds), their subscriptions, and whether
 * a Mercado Pago account is linked (never its tokens).
 */
export async function billingExportFor(db: Knex, userId: number) {
  const payments = await db('payments')
    .where((w) => w.where({ payer_id: userId }).orWhere({ collector_user_id: userId }))
    .orderBy('id');
  const refunds = await db('refunds')
    .whereIn(
      'payment_id',
      payments.map((payment) => payment.id),
    )
    .orderBy('id');
  const [subscriptions, linked] = await Promise.all([
    db('subscriptions').where({ user_id: userId }).orderBy('id'),
    db('payment_accounts').where({ user_id: userId }).first('mp_user_id', 'linked_at'),
  ]);
  return {
    payments: payments.map((payment) => ({
      ...payment,
      role: Number(payment.payer_id) === userId ? 'payer' : 'collector',
      refunds: refunds.filter((refund) => Number(refund.payment_id) === Number(payment.id)),
    })),
    subscriptions,
    paymentAccount: linked
      ? { mercadoPagoUserId: String(linked.mp_user_id), linkedAt: linked.linked_at }
      : null,
  };
}

/** The user's latest payment made or received, or null: a transaction for the retention period. */
export async function billingLastActivity(db: Knex, userId: number): Promise<Date | null> {
  const [row] = await db('payments')
    .where((w) => w.where({ payer_id: userId }).orWhere({ collector_user_id: userId }))
    .max({ at: 'created_at' });
  return row?.at ? new Date(row.at) : null;
}

/**
 * At the end of the retention period: the payments stay for the accounts (amounts, dates, fees)
 * but no longer point at the user, and the payment link (with its tokens) goes.
 */
export async function billingForget(trx: Knex.Transaction, userId: number) {
  await trx('payments').where({ payer_id: userId }).update({ payer_id: null });
  await trx('payments').where({ collector_user_id: userId }).update({ collector_user_id: null });
  await trx('payment_link_states').where({ user_id: userId }).delete();
  await trx('payment_accounts').where({ user_id: userId }).delete();
}
