/**
 * What a prosker has received for jobs, read from the payments Mercado Pago confirmed: the
 * seller's home (this month, the next payouts) and their clients list (what each one paid).
 * The fee is the one stored with each payment, worked out by `marketplaceFee` when it was
 * charged: what was really kept, whatever the prosker's plan is now. A refund gives back its share
 * of the fee with it: the fee counted is the stored one times the part of the payment kept, so a
 * payment refunded in full leaves nothing, neither to the prosker nor to the marketplace.
 */
import type { Knex } from 'knex';
import type { Currency } from '../../../common/regions';

type Reader = Knex | Knex.Transaction;

/** A currency's sums over the payments received in a period. */
export interface EarningsTotal {
  currency: Currency;
  /** Payments received. */
  count: number;
  /** What clients paid. */
  paid: number;
  /** What was given back to them since (staff refunds, cancellations). */
  refunded: number;
  /** The marketplace's fee (VAT included) kept from it. */
  fees: number;
  /** What reaches the prosker. */
  net: number;
}

/** A received payment still in the wait before Mercado Pago releases it. */
export interface UpcomingPayout {
  paymentId: number;
  jobId: number | null;
  currency: Currency;
  net: number;
  payoutAt: Date;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The fee kept on a payment's rows: its share of what was not refunded (as `storedFee`). */
const KEPT_FEE = 'round(fee_amount * (amount - refunded_amount) / amount, 2)';

/** The job payments the prosker received (paid) between `from` and `to`, per currency. */
export async function earningsBetween(
  db: Reader,
  proskerId: number,
  from: Date,
  to: Date,
): Promise<EarningsTotal[]> {
  const rows = await db('payments')
    .where({ collector_user_id: proskerId, kind: 'job' })
    .whereIn('status', ['paid', 'refunded'])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy('currency')
    .orderBy('currency')
    .select(
      'currency',
      db.raw('count(*)::int AS count'),
      db.raw('sum(amount) AS paid'),
      db.raw('sum(refunded_amount) AS refunded'),
      db.raw(`sum(${KEPT_FEE}) AS fees`),
    );
  return rows.map((r) => ({
    currency: r.currency as Currency,
    count: Number(r.count),
    paid: round(Number(r.paid)),
    refunded: round(Number(r.refunded)),
    fees: round(Number(r.fees)),
    net: round(Number(r.paid) - Number(r.refunded) - Number(r.fees)),
  }));
}

/** The prosker's paid job payments whose payout date is still ahead, soonest first. */
export async function upcomingPayouts(
  db: Reader,
  proskerId: number,
  now: Date,
  limit = 5,
): Promise<UpcomingPayout[]> {
  const rows = await db('payments')
    .where({ collector_user_id: proskerId, kind: 'job', status: 'paid' })
    .where('payout_at', '>', now)
    .orderBy([
      { column: 'payout_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit)
    .select(
      'id',
      'job_id',
      'currency',
      'amount',
      'refunded_amount',
      db.raw(`${KEPT_FEE} AS fee`),
      'payout_at',
    );
  return rows.map((r) => ({
    paymentId: Number(r.id),
    jobId: r.job_id === null ? null : Number(r.job_id),
    currency: r.currency as Currency,
    net: round(Number(r.amount) - Number(r.refunded_amount) - Number(r.fee)),
    payoutAt: new Date(r.payout_at),
  }));
}

/** What each client paid the prosker for jobs (paid payments), per currency. */
export async function paidByClients(
  db: Reader,
  proskerId: number,
  clientIds: number[],
): Promise<Map<number, { currency: Currency; amount: number }[]>> {
  const result = new Map<number, { currency: Currency; amount: number }[]>();
  if (clientIds.length === 0) return result;
  const rows = await db('payments')
    .where({ collector_user_id: proskerId, kind: 'job', status: 'paid' })
    .whereIn('payer_id', [...new Set(clientIds)])
    .groupBy('payer_id', 'currency')
    .orderBy(['payer_id', 'currency'])
    .select('payer_id', 'currency', db.raw('sum(amount - refunded_amount) AS amount'));
  for (const r of rows) {
    const id = Number(r.payer_id);
    const list = result.get(id) ?? [];
    list.push({ currency: r.currency as Currency, amount: round(Number(r.amount)) });
    result.set(id, list);
  }
  return result;
}
