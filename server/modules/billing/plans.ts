/**
 * The back office's plans and coupons: their tables as the one-table factory reads and writes
 * them (server/platform/admin-resource.ts), their columns in the API's words, and the plan rule
 * kept in the database's transaction: a plan with subscriptions keeps its region, currency,
 * period and premium flag. A coupon's use count is the checkout's alone.
 */
import type { Knex } from 'knex';
import type { DiscountType } from '../../../common/billing';
import type { Language } from '../../../common/i18n';
import { CURRENCY_BY_REGION, REGIONS, type Region } from '../../../common/regions';
import { DISCOUNT_TYPES, type PLAN_PERIODS } from '../../../common/schemas/billing';
import { AppError, listFilters, notFound, type Db } from '../../platform';
import { tableStore, type ConstraintField, type TableStore } from '../../platform/admin-resource';
import { couponUsed, lockedFieldsChanged } from './rules';

type Row = Record<string, unknown>;

/** A plan as the back office writes it (validated by the route's schema). */
export interface PlanInput {
  region: Region;
  name_es: string;
  name_en: string;
  name_br: string;
  price: number;
  period: (typeof PLAN_PERIODS)[number];
  premium?: boolean;
  popular?: boolean;
  inclusions?: Partial<Record<Language, string[]>>;
  enabled?: boolean;
  position?: number;
}

/** A coupon as the back office writes it (validated by the route's schema). */
export interface CouponInput {
  code: string;
  description?: string;
  discountType: DiscountType;
  amount: number;
  currency?: string | null;
  minOrder?: number;
  usageLimit: number;
  enabled?: boolean;
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** Which field, and why, each constraint of plans and coupons speaks for. */
const check = (constraint: string, field: string, key: string): ConstraintField => ({
  kind: 'check',
  constraint,
  field,
  key,
});

export const PLAN_CONSTRAINTS: ConstraintField[] = [
  check('plans_region', 'region', 'fields.invalid'),
  check('plans_currency', 'currency', 'fields.regionCurrency'),
  check('plans_period', 'period', 'fields.invalid'),
  check('plans_price', 'price', 'fields.freePlanPrice'),
];

export const COUPON_CONSTRAINTS: ConstraintField[] = [
  check('coupons_type', 'discountType', 'fields.invalid'),
  check('coupons_amount', 'amount', 'fields.percentage'),
  check('coupons_currency', 'currency', 'fields.currencyRequired'),
  check('coupons_min_order', 'minOrder', 'fields.notNegative'),
  check('coupons_usage', 'usageLimit', 'fields.usageBelowUsed'),
  {
    kind: 'unique',
    constraint: 'coupons_code_unique',
    field: 'code',
    key: 'fields.couponCodeTaken',
  },
];

/** API field → column, for the lists' `sort`. */
export const PLAN_SORTS = {
  id: 'id',
  position: 'position',
  region: 'region',
  name_es: 'name_es',
  price: 'price',
  period: 'period',
  createdAt: 'created_at',
};
export const COUPON_SORTS = {
  id: 'id',
  code: 'code',
  amount: 'amount',
  usageLimit: 'usage_limit',
  usedCount: 'used_count',
  createdAt: 'created_at',
};
export const PLAN_SEARCH_COLUMNS = ['name_es', 'name_en', 'name_br'];
export const COUPON_SEARCH_COLUMNS = ['code'];

/** The plans list's filters: region, premium, enabled. */
export function filterPlans(query: Knex.QueryBuilder, filter: Record<string, unknown>) {
  const regions = listFilters.choice(filter, 'region', REGIONS);
  if (regions) query.whereIn('region', regions);
  const premium = listFilters.boolean(filter, 'premium');
  if (premium !== undefined) query.where('premium', premium);
  const enabled = listFilters.boolean(filter, 'enabled');
  if (enabled !== undefined) query.where('enabled', enabled);
}

/** The coupons list's filters: enabled, discount type. */
export function filterCoupons(query: Knex.QueryBuilder, filter: Record<string, unknown>) {
  const enabled = listFilters.boolean(filter, 'enabled');
  if (enabled !== undefined) query.where('enabled', enabled);
  const types = listFilters.choice(filter, 'discountType', DISCOUNT_TYPES);
  if (types) query.whereIn('discount_type', types);
}

export function planDto(row: Row) {
  return {
    id: Number(row.id),
    region: row.region,
    currency: row.currency,
    name_es: row.name_es,
    name_en: row.name_en,
    name_br: row.name_br,
    price: Number(row.price),
    period: row.period,
    premium: row.premium,
    popular: row.popular,
    inclusions: row.inclusions,
    enabled: row.enabled,
    position: row.position,
    createdAt: iso(row.created_at),
    /** Subscriptions of any status on this plan (read-only): only an unused plan is deleted. */
    subscriptions: Number(row.usage ?? 0),
  };
}

/** `{ [column]: value }` when the value was sent; nothing otherwise, so an edit leaves it alone. */
const ifGiven = <V>(column: string, value: V | undefined): Record<string, V> =>
  value === undefined ? {} : { [column]: value };

export function planRow(input: PlanInput) {
  return {
    region: input.region,
    currency: CURRENCY_BY_REGION[input.region],
    name_es: input.name_es,
    name_en: input.name_en,
    name_br: input.name_br,
    price: input.price,
    period: input.period,
    ...ifGiven('premium', input.premium),
    ...ifGiven('popular', input.popular),
    ...ifGiven(
      'inclusions',
      input.inclusions &&
        JSON.stringify({
          es: input.inclusions.es ?? [],
          en: input.inclusions.en ?? [],
          br: input.inclusions.br ?? [],
        }),
    ),
    ...ifGiven('enabled', input.enabled),
    ...ifGiven('position', input.position),
  };
}

export function couponDto(row: Row) {
  return {
    id: Number(row.id),
    code: row.code,
    description: row.description,
    discountType: row.discount_type,
    amount: Number(row.amount),
    currency: row.currency ?? null,
    minOrder: Number(row.min_order),
    usageLimit: row.usage_limit,
    /** Counted by checkouts (read-only). */
    usedCount: row.used_count,
    enabled: row.enabled,
    createdAt: iso(row.created_at),
    /** Redemptions on record (read-only): only a coupon never redeemed is deleted. */
    redemptions: Number(row.usage ?? 0),
  };
}

export function couponRow(input: CouponInput) {
  return {
    code: input.code,
    description: input.description ?? '',
    discount_type: input.discountType,
    amount: input.amount,
    currency: input.discountType === 'fixed' ? input.currency : null,
    ...ifGiven('min_order', input.minOrder),
    usage_limit: input.usageLimit,
    ...ifGiven('enabled', input.enabled),
  };
}

/** The plans and coupons tables of the back office. */
export function createPlanAdmin(db: Db) {
  const plans: TableStore = {
    ...tableStore(db, 'plans', 'SELECT count(*) FROM subscriptions s WHERE s.plan_id = plans.id'),
    /** A plan with subscriptions keeps the terms Mercado Pago bills it on. */
    async update(id, changes, outer) {
      await (outer ?? db).transaction(async (trx) => {
        const current = await trx('plans').where({ id }).forUpdate().first();
        if (!current) throw notFound();
        const changed = lockedFieldsChanged(current, changes);
        if (changed.length > 0 && (await trx('subscriptions').where({ plan_id: id }).first('id'))) {
          throw new AppError('PLAN_IN_USE', 409, {
            fields: changed.map((field) => ({ field, key: 'codes.PLAN_IN_USE' })),
          });
        }
        await trx('plans').where({ id }).update(changes);
      });
      return 1;
    },
  };
  const coupons = tableStore(
    db,
    'coupons',
    'SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = coupons.id',
  );
  return {
    plans,
    coupons,
    /** How many checkouts used the coupon (a limit below it is refused). */
    async couponUsedCount(id: number) {
      return (await db('coupons').where({ id }).first('used_count'))?.used_count as
        number | undefined;
    },
    /** Whether the coupon (as the back office shows it) has been used: it is then only disabled. */
    async couponUsed(id: number, record: Record<string, unknown>) {
      return couponUsed({
        usedCount: Number(record.usedCount),
        redemptions: Number(record.redemptions),
        onSubscription: Boolean(await db('subscriptions').where({ coupon_id: id }).first('id')),
      });
    },
  };
}

export type PlanAdmin = ReturnType<typeof createPlanAdmin>;
