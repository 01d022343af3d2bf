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
