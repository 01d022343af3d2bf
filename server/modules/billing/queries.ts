/**
 * The back office's lists of subscriptions and payments: their SQL, filters, sorts and rows in
 * the API's words. The lists are paged by the caller (`respondWithList`) over the queries built
 * here.
 */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';
import { listFilters, type Db } from '../../platform';
import { userSummaries } from '../accounts';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './contract';
import { storedFee } from './rules';

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** API field → column, for `sort`; the tie-breaker of each list is its id column. */
export const SUBSCRIPTION_SORTS = {
  id: 's.id',
  status: 's.status',
  userId: 's.user_id',
  userEmail: 'u.email',
  planId: 's.plan_id',
  amount: 's.amount',
  nextPaymentDate: 's.next_payment_date',
  startedAt: 's.started_at',
  createdAt: 's.created_at',
  updatedAt: 's.updated_at',
};
export const SUBSCRIPTION_ID = 's.id';
export const PAYMENT_SORTS = {
  id: 'pm.id',
  status: 'pm.status',
  amount: 'pm.amount',
  jobId: 'pm.job_id',
  createdAt: 'pm.created_at',
  paidAt: 'pm.paid_at',
};
export const PAYMENT_ID = 'pm.id';

export function subscriptionDto(row: Row) {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    userEmail: row.user_email,
    username: row.username,
    planId: Number(row.plan_id),
    planName: row.plan_name,
    planRegion: row.plan_region,
    planPeriod: row.plan_period,
    status: row.status,
    trial: row.trial,
    installments: Number(row.installments ?? 1),
    installmentAmount:
      row.installment_amount === null || row.installment_amount === undefined
        ? null
        : Number(row.installment_amount),
    trialEndsAt: iso(row.trial_ends_at),
    amount: Number(row.amount),
    discount: Number(row.discount),
    currency: row.currency,
    couponId: row.coupon_id === null ? null : Number(row.coupon_id),
    couponCode: row.coupon_code ?? null,
    mpPreapprovalId: row.mp_preapproval_id ?? null,
    nextPaymentDate: iso(row.next_payment_date),
    lastPaymentStatus: row.last_payment_status ?? null,
    statusDetail: row.status_detail ?? null,
    startedAt: iso(row.started_at),
    pausedAt: iso(row.paused_at),
    resumedAt: iso(row.resumed_at),
    cancelledAt: iso(row.cancelled_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The fee a payment carried, as stored; none on an attempt that moved no money. */
function adminFee(row: Row) {
  const fee = storedFee(row as Parameters<typeof storedFee>[0]);
  return { fee: fee?.fee ?? null, feeBps: fee?.feeBps ?? null, vatBps: fee?.vatBps ?? null };
}

export function paymentDto(row: Row) {
  return {
    id: Number(row.id),
    kind: row.kind,
    jobId: row.job_id === null ? null : Number(row.job_id),
    subscriptionId: row.subscription_id === null ? null : Number(row.subscription_id),
    payerId: row.payer_id === null ? null : Number(row.payer_id),
    payerEmail: row.payer_email ?? null,
    collectorId: row.collector_user_id === null ? null : Number(row.collector_user_id),
    amount: Number(row.amount),
    ...adminFee(row),
    currency: row.currency,
    status: row.status,
    /** A second approved payment of one job, given back automatically. */
    duplicate: row.status === 'duplicate' || row.refund_reason === 'duplicate',
    refundReason: row.refund_reason ?? null,
    mpPaymentId: row.mp_payment_id === null ? null : Number(row.mp_payment_id),
    mpStatus: row.mp_status ?? null,
    mpStatusDetail: row.mp_status_detail ?? null,
    paidAt: iso(row.paid_at),
    refundedAt: iso(row.refunded_at),
    createdAt: iso(row.created_at),
  };
}

/** The subscriptions and payments lists of the back office. */
export function createAdminLists(db: Db) {
  const subscriptionsQuery = (language: Language) =>
    db('subscriptions as s')
      .join('users as u', 'u.id', 's.user_id')
      .join('plans as p', 'p.id', 's.plan_id')
      .leftJoin('coupons as c', 'c.id', 's.coupon_id')
      .select(
        's.*',
        'u.email as user_email',
        'u.username',
        `p.name_${language} as plan_name`,
        'p.region as plan_region',
        'p.period as plan_period',
        'c.code as coupon_code',
      );

  const paymentsQuery = () =>
    db('payments as pm')
      .leftJoin('refunds as r', 'r.payment_id', 'pm.id')
      .select('pm.*', 'r.reason as refund_reason');

  /** The payers' e-mails, asked of accounts. */
  const withPayers = async (rows: Row[]) => {
    const payers = await userSummaries(
      db,
      rows.flatMap((r) => (r.payer_id == null ? [] : [Number(r.payer_id)])),
    );
    return rows.map((r) => ({
      ...r,
      payer_email: r.payer_id == null ? null : (payers.get(Number(r.payer_id))?.email ?? null),
    }));
  };

  return {
    withPayers,

    /** Payments filtered by status, duplicates, job and ids; not yet sorted nor paged. */
    payments(filter: Record<string, unknown>): Knex.QueryBuilder {
      const query = paymentsQuery();
      const statuses = listFilters.choice(filter, 'status', PAYMENT_STATUSES);
      if (statuses) query.whereIn('pm.status', statuses);
      if (filter.duplicate === true) {
        query.where((w) => w.where('pm.status', 'duplicate').orWhere('r.reason', 'duplicate'));
      }
      const jobId = listFilters.id(filter, 'jobId');
      if (jobId !== undefined) query.where('pm.job_id', jobId);
      const ids = listFilters.ids(filter);
      if (ids) query.whereIn('pm.id', ids);
      return query;
    },

    /** One payment with its refund and its payer's e-mail, or undefined. */
    async payment(id: number) {
      const found = await paymentsQuery().where('pm.id', id).first();
      if (!found) return undefined;
      const [row] = await withPayers([found]);
      return paymentDto(row);
    },

    /** Subscriptions filtered by status, user, plan, ids and `q`; not yet sorted nor paged. */
    subscriptions(filter: Record<string, unknown>, language: Language): Knex.QueryBuilder {
      const query = subscriptionsQuery(language);
      const statuses = listFilters.choice(filter, 'status', SUBSCRIPTION_STATUSES);
      if (statuses) query.whereIn('s.status', statuses);
      const userId = listFilters.id(filter, 'userId');
      if (userId !== undefined) query.where('s.user_id', userId);
      const planId = listFilters.id(filter, 'planId');
      if (planId !== undefined) query.where('s.plan_id', planId);
      if (typeof filter.q === 'string' && filter.q.trim()) {
        const term = `%${filter.q.trim()}%`;
        query.where((w) => w.whereILike('u.email', term).orWhereILike('u.username', term));
      }
      const ids = listFilters.ids(filter);
      if (ids) query.whereIn('s.id', ids);
      return query;
    },

    /** One subscription with its user and plan, or undefined. */
    async subscription(id: number, language: Language) {
      const row = await subscriptionsQuery(language).where('s.id', id).first();
      return row ? subscriptionDto(row) : undefined;
    },
  };
}

export type AdminLists = ReturnType<typeof createAdminLists>;
