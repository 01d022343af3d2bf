/**
 * Back-office resources for plans, coupons and subscriptions (ra-data-simple-rest dialect).
 * Every staff member reads; only admins write. A plan or coupon anyone has used is disabled,
 * never deleted, and a plan with subscriptions keeps its region, currency, period and premium
 * flag (Mercado Pago bills them on those terms). A coupon's use count is the checkout's alone.
 * The table constraints have the last word; their violations come back as field errors.
 */
import {
  CURRENCY_BY_REGION,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionAction,
  type SubscriptionStatus,
} from '../../../common/billing';
import type { Language } from '../../../common/i18n';
import { yup } from '../../../common/validation';
import {
  AppError,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
  databaseError,
  notFound,
  listFilters,
  parseListQuery,
  respondWithList,
  route,
  type AppContext,
  type Db,
  type FieldError,
  type RouteSpec,
} from '../../platform';
import { userSummaries } from '../accounts';

const CHECK_VIOLATION = '23514';

const REGIONS = ['uy', 'br'] as const;
const CURRENCIES = ['UYU', 'BRL'] as const;
const PERIODS = ['monthly', 'quarterly', 'halfYearly', 'annual'] as const;
const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
const STATUSES = Object.keys({
  pending: 0,
  active: 0,
  paused: 0,
  cancelled: 0,
} satisfies Record<SubscriptionStatus, 0>) as SubscriptionStatus[];
const ACTIONS = Object.keys(SUBSCRIPTION_ACTIONS) as SubscriptionAction[];

/** numeric(12,2): ten digits before the point, two after. */
const MAX_MONEY = 9_999_999_999.99;

const money = () =>
  yup
    .number()
    .min(0, { key: 'fields.notNegative' })
    .max(MAX_MONEY, { key: 'fields.invalid' })
    .test(
      'money',
      { key: 'fields.money' },
      (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );
const name = () => yup.string().trim().required().max(80);
const inclusionList = () =>
  yup.array(yup.string().trim().required().max(160)).max(20).default([]).optional();

const planSchema = yup.object({
  region: yup.string().required().oneOf(REGIONS),
  // Always the region's; may be left out.
  currency: yup
    .string()
    .optional()
    .when('region', ([region], schema) =>
      region === 'uy' || region === 'br'
        ? schema.oneOf([CURRENCY_BY_REGION[region as 'uy' | 'br']], {
            key: 'fields.regionCurrency',
          })
        : schema.oneOf(CURRENCIES),
    ),
  name_es: name(),
  name_en: name(),
  name_br: name(),
  price: money()
    .required()
    .when('premium', ([premium], schema) =>
      premium === false ? schema.max(0, { key: 'fields.freePlanPrice' }) : schema,
    ),
  period: yup.string().required().oneOf(PERIODS),
  premium: yup.boolean().optional(),
  popular: yup.boolean().optional(),
  inclusions: yup
    .object({ es: inclusionList(), en: inclusionList(), br: inclusionList() })
    .default(undefined)
    .optional(),
  enabled: yup.boolean().optional(),
  position: yup.number().integer().min(0).max(10000).optional(),
});

const couponSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required()
    .uppercase()
    .matches(/^[A-Z0-9_-]{3,40}$/, { message: { key: 'fields.couponCode' } }),
  description: yup.string().trim().max(200).optional(),
  discountType: yup.string().required().oneOf(DISCOUNT_TYPES),
  amount: money()
    .required()
    .moreThan(0, { key: 'fields.positive' })
    .when('discountType', ([type], schema) =>
      type === 'percentage' ? schema.max(100, { key: 'fields.percentage' }) : schema,
    ),
  // Only a fixed discount has a currency; a percentage's is ignored.
  currency: yup
    .string()
    .nullable()
    .optional()
    .when('discountType', ([type], schema) =>
      type === 'fixed'
        ? schema.required({ key: 'fields.currencyRequired' }).oneOf(CURRENCIES, {
            key: 'fields.currencyRequired',
          })
        : schema,
    ),
  minOrder: money().optional(),
  usageLimit: yup.number().required().integer().min(0, { key: 'fields.notNegative' }).max(1e9),
  enabled: yup.boolean().optional(),
});

const actionSchema = yup.object({
  action: yup.string().required().oneOf(ACTIONS),
});

type PlanInput = yup.InferType<typeof planSchema>;
type CouponInput = yup.InferType<typeof couponSchema>;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

function planDto(row: Record<string, unknown>) {
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
    subscriptions: Number(row.subscriptions ?? 0),
  };
}

function planRow(input: PlanInput) {
  return {
    region: input.region,
    currency: CURRENCY_BY_REGION[input.region],
    name_es: input.name_es,
    name_en: input.name_en,
    name_br: input.name_br,
    price: input.price,
    period: input.period,
    ...(input.premium !== undefined ? { premium: input.premium } : {}),
    ...(input.popular !== undefined ? { popular: input.popular } : {}),
    ...(input.inclusions !== undefined
      ? {
          inclusions: JSON.stringify({
            es: input.inclusions.es ?? [],
            en: input.inclusions.en ?? [],
            br: input.inclusions.br ?? [],
          }),
        }
      : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.position !== undefined ? { position: input.position } : {}),
  };
}

function couponDto(row: Record<string, unknown>) {
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
    redemptions: Number(row.redemptions ?? 0),
  };
}

function couponRow(input: CouponInput) {
  return {
    code: input.code,
    description: input.description ?? '',
    discount_type: input.discountType,
    amount: input.amount,
    currency: input.discountType === 'fixed' ? input.currency : null,
    ...(input.minOrder !== undefined ? { min_order: input.minOrder } : {}),
    usage_limit: input.usageLimit,
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  };
}

function subscriptionDto(row: Record<string, unknown>) {
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

function paymentDto(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    kind: row.kind,
    jobId: row.job_id === null ? null : Number(row.job_id),
    subscriptionId: row.subscription_id === null ? null : Number(row.subscription_id),
    payerId: row.payer_id === null ? null : Number(row.payer_id),
    payerEmail: row.payer_email ?? null,
    collectorId: row.collector_user_id === null ? null : Number(row.collector_user_id),
    amount: Number(row.amount),
    fee: Number(row.fee_amount),
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

const PAYMENT_STATUSES = [
  'pendingPayment',
  'paid',
  'rejected',
  'refunded',
  'cancelled',
  'duplicate',
] as const;
const PAYMENT_SORTS = {
  id: 'pm.id',
  status: 'pm.status',
  amount: 'pm.amount',
  jobId: 'pm.job_id',
  createdAt: 'pm.created_at',
  paidAt: 'pm.paid_at',
};

const PLAN_SORTS = {
  id: 'id',
  position: 'position',
  region: 'region',
  name_es: 'name_es',
  price: 'price',
  period: 'period',
  createdAt: 'created_at',
};
const COUPON_SORTS = {
  id: 'id',
  code: 'code',
  amount: 'amount',
  usageLimit: 'usage_limit',
  usedCount: 'used_count',
  createdAt: 'created_at',
};
const SUBSCRIPTION_SORTS = {
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

/** Fields of a plan that cannot change once anyone subscribed to it. */
const LOCKED_WHEN_SUBSCRIBED = ['region', 'currency', 'period', 'premium'] as const;

const idOf = (ctx: AppContext) => {
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

const fieldError = (field: string, key: string, params?: Record<string, unknown>) =>
  new AppError('VALIDATION_FAILED', 422, { fields: [{ field, key, params }] });

/** Which field, and why, each constraint of plans and coupons speaks for. */
const CONSTRAINT_FIELDS: Record<string, FieldError> = {
  plans_region: { field: 'region', key: 'fields.invalid' },
  plans_currency: { field: 'currency', key: 'fields.regionCurrency' },
  plans_period: { field: 'period', key: 'fields.invalid' },
  plans_price: { field: 'price', key: 'fields.freePlanPrice' },
  coupons_type: { field: 'discountType', key: 'fields.invalid' },
  coupons_amount: { field: 'amount', key: 'fields.percentage' },
  coupons_currency: { field: 'currency', key: 'fields.currencyRequired' },
  coupons_min_order: { field: 'minOrder', key: 'fields.notNegative' },
  coupons_usage: { field: 'usageLimit', key: 'fields.usageBelowUsed' },
  coupons_code_unique: { field: 'code', key: 'fields.couponCodeTaken' },
};

/** A broken constraint as the validation error of the field it guards; else undefined. */
function constraintError(error: unknown, params?: Record<string, unknown>): AppError | undefined {
  const { code, constraint } = databaseError(error);
  if ((code === CHECK_VIOLATION || code === UNIQUE_VIOLATION) && constraint) {
    const field = CONSTRAINT_FIELDS[constraint];
    if (field) return fieldError(field.field, field.key, params);
  }
  return undefined;
}

export interface AdminSubscriptions {
  changeAny(id: number, action: SubscriptionAction, language: Language): Promise<unknown>;
}

export function billingAdminRoutes(db: Db, subscriptions: AdminSubscriptions): RouteSpec[] {
  const plansQuery = () =>
    db('plans').select(
      'plans.*',
      db.raw(
        '(SELECT count(*) FROM subscriptions s WHERE s.plan_id = plans.id)::int AS subscriptions',
      ),
    );
  const couponsQuery = () =>
    db('coupons').select(
      'coupons.*',
      db.raw(
        '(SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = coupons.id)::int AS redemptions',
      ),
    );
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
  const withPayers = async (rows: Record<string, unknown>[]) => {
    const payers = await userSummaries(
      db,
      rows.flatMap((r) => (r.payer_id == null ? [] : [Number(r.payer_id)])),
    );
    return rows.map((r) => ({
      ...r,
      payer_email: r.payer_id == null ? null : (payers.get(Number(r.payer_id))?.email ?? null),
    }));
  };

  const onePlan = async (id: number) => {
    const row = await plansQuery().where('plans.id', id).first();
    if (!row) throw notFound();
    return planDto(row);
  };
  const oneCoupon = async (id: number) => {
    const row = await couponsQuery().where('coupons.id', id).first();
    if (!row) throw notFound();
    return couponDto(row);
  };
  const oneSubscription = async (id: number, language: Language) => {
    const row = await subscriptionsQuery(language).where('s.id', id).first();
    if (!row) throw notFound();
    return subscriptionDto(row);
  };
  const usedCount = async (id: number) =>
    (await db('coupons').where({ id }).first('used_count'))?.used_count as number | undefined;

  return [
    // Plans ------------------------------------------------------------------------------------
    route({
      method: 'get',
      path: '/plans',
      summary: 'Plans, filtered by region, premium and enabled, sorted and paged',
      tag: 'plans',
      access: 'staff',
      async handler(ctx) {
        const list = parseListQuery(ctx.query, PLAN_SORTS, 'position');
        const query = plansQuery();
        const regions = listFilters.choice(list.filter, 'region', REGIONS);
        if (regions) query.whereIn('region', regions);
        const premium = listFilters.boolean(list.filter, 'premium');
        if (premium !== undefined) query.where('premium', premium);
        const enabled = listFilters.boolean(list.filter, 'enabled');
        if (enabled !== undefined) query.where('enabled', enabled);
        if (typeof list.filter.q === 'string' && list.filter.q.trim()) {
          const term = `%${list.filter.q.trim()}%`;
          query.where((w) =>
            w
              .whereILike('name_es', term)
              .orWhereILike('name_en', term)
              .orWhereILike('name_br', term),
          );
        }
        const ids = listFilters.ids(list.filter);
        if (ids) query.whereIn('id', ids);
        await respondWithList(ctx, 'plans', list, query, planDto);
      },
    }),
    route({
      method: 'get',
      path: '/plans/:id',
      summary: 'One plan',
      tag: 'plans',
      access: 'staff',
      errors: ['NOT_FOUND'],
      async handler(ctx) {
        ctx.body = await onePlan(idOf(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/plans',
      summary: 'Create a plan (admin)',
      tag: 'plans',
      access: 'staff',
      staffRoles: ['admin'],
      body: planSchema,
      stripUnknownBody: true,
      async handler(ctx, { body }) {
        try {
          const [row] = await db('plans').insert(planRow(body)).returning('*');
          ctx.status = 201;
          ctx.body = planDto({ ...row, subscriptions: 0 });
        } catch (error) {
          throw constraintError(error) ?? error;
        }
      },
    }),
    route({
      method: 'put',
      path: '/plans/:id',
      summary:
        'Edit or disable a plan (admin); region, currency, period and premium stay once subscribed to',
      tag: 'plans',
      access: 'staff',
      staffRoles: ['admin'],
      body: planSchema,
      stripUnknownBody: true,
      errors: ['NOT_FOUND', 'PLAN_IN_USE'],
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        const changes = planRow(body);
        await db.transaction(async (trx) => {
          const current = await trx('plans').where({ id }).forUpdate().first();
          if (!current) throw notFound();
          const changed = LOCKED_WHEN_SUBSCRIBED.filter(
            (field) =>
              field in changes && changes[field as keyof typeof changes] !== current[field],
          );
          if (
            changed.length > 0 &&
            (await trx('subscriptions').where({ plan_id: id }).first('id'))
          ) {
            throw new AppError('PLAN_IN_USE', 409, {
              fields: changed.map((field) => ({ field, key: 'codes.PLAN_IN_USE' })),
            });
          }
          try {
            await trx('plans').where({ id }).update(changes);
          } catch (error) {
            throw constraintError(error) ?? error;
          }
        });
        ctx.body = await onePlan(id);
      },
    }),
    route({
      method: 'delete',
      path: '/plans/:id',
      summary: 'Delete a plan nobody ever subscribed to (admin); disable it otherwise',
      tag: 'plans',
      access: 'staff',
      staffRoles: ['admin'],
      errors: ['NOT_FOUND', 'PLAN_IN_USE'],
      async handler(ctx) {
        const id = idOf(ctx);
        const record = await onePlan(id);
        if (record.subscriptions > 0) throw new AppError('PLAN_IN_USE', 409);
        try {
          // Its Mercado Pago plan variants go with it (ON DELETE CASCADE).
          await db('plans').where({ id }).delete();
        } catch (error) {
          // Someone subscribed in the meantime.
          if (databaseError(error).code === FOREIGN_KEY_VIOLATION) {
            throw new AppError('PLAN_IN_USE', 409);
          }
          throw error;
        }
        ctx.body = record;
      },
    }),

    // Coupons ----------------------------------------------------------------------------------
    route({
      method: 'get',
      path: '/coupons',
      summary: 'Coupons, searched by code and filtered by enabled, sorted and paged',
      tag: 'coupons',
      access: 'staff',
      async handler(ctx) {
        const list = parseListQuery(ctx.query, COUPON_SORTS, 'id');
        const query = couponsQuery();
        if (typeof list.filter.q === 'string' && list.filter.q.trim()) {
          query.whereILike('code', `%${list.filter.q.trim()}%`);
        }
        const enabled = listFilters.boolean(list.filter, 'enabled');
        if (enabled !== undefined) query.where('enabled', enabled);
        const types = listFilters.choice(list.filter, 'discountType', DISCOUNT_TYPES);
        if (types) query.whereIn('discount_type', types);
        const ids = listFilters.ids(list.filter);
        if (ids) query.whereIn('id', ids);
        await respondWithList(ctx, 'coupons', list, query, couponDto);
      },
    }),
    route({
      method: 'get',
      path: '/coupons/:id',
      summary: 'One coupon',
      tag: 'coupons',
      access: 'staff',
      errors: ['NOT_FOUND'],
      async handler(ctx) {
        ctx.body = await oneCoupon(idOf(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/coupons',
      summary: 'Create a coupon (admin); its use count starts at 0',
      tag: 'coupons',
      access: 'staff',
      staffRoles: ['admin'],
      body: couponSchema,
      stripUnknownBody: true,
      async handler(ctx, { body }) {
        try {
          const [row] = await db('coupons').insert(couponRow(body)).returning('*');
          ctx.status = 201;
          ctx.body = couponDto({ ...row, redemptions: 0 });
        } catch (error) {
          throw constraintError(error) ?? error;
        }
      },
    }),
    route({
      method: 'put',
      path: '/coupons/:id',
      summary: 'Edit or disable a coupon (admin); its use count is not writable',
      tag: 'coupons',
      access: 'staff',
      staffRoles: ['admin'],
      body: couponSchema,
      stripUnknownBody: true,
      errors: ['NOT_FOUND'],
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        let updated: number;
        try {
          updated = await db('coupons').where({ id }).update(couponRow(body));
        } catch (error) {
          // A limit below the uses already made says how many there are.
          throw constraintError(error, { used: await usedCount(id) }) ?? error;
        }
        if (updated === 0) throw notFound();
        ctx.body = await oneCoupon(id);
      },
    }),
    route({
      method: 'delete',
      path: '/coupons/:id',
      summary: 'Delete a coupon never redeemed (admin); disable it otherwise',
      tag: 'coupons',
      access: 'staff',
      staffRoles: ['admin'],
      errors: ['NOT_FOUND', 'COUPON_IN_USE'],
      async handler(ctx) {
        const id = idOf(ctx);
        const record = await oneCoupon(id);
        const inUse =
          record.redemptions > 0 ||
          Number(record.usedCount) > 0 ||
          (await db('subscriptions').where({ coupon_id: id }).first('id'));
        if (inUse) throw new AppError('COUPON_IN_USE', 409);
        try {
          await db('coupons').where({ id }).delete();
        } catch (error) {
          // Redeemed in the meantime.
          if (databaseError(error).code === FOREIGN_KEY_VIOLATION) {
            throw new AppError('COUPON_IN_USE', 409);
          }
          throw error;
        }
        ctx.body = record;
      },
    }),

    // Payments (read only) -----------------------------------------------------------------------
    route({
      method: 'get',
      path: '/payments',
      summary:
        'Payments of jobs and subscriptions; duplicates (refunded automatically) on their own',
      tag: 'payments',
      access: 'staff',
      async handler(ctx) {
        const list = parseListQuery(ctx.query, PAYMENT_SORTS, 'id');
        const query = paymentsQuery();
        const statuses = listFilters.choice(list.filter, 'status', PAYMENT_STATUSES);
        if (statuses) query.whereIn('pm.status', statuses);
        if (list.filter.duplicate === true) {
          query.where((w) => w.where('pm.status', 'duplicate').orWhere('r.reason', 'duplicate'));
        }
        const jobId = listFilters.id(list.filter, 'jobId');
        if (jobId !== undefined) query.where('pm.job_id', jobId);
        const ids = listFilters.ids(list.filter);
        if (ids) query.whereIn('pm.id', ids);
        await respondWithList(ctx, 'payments', list, query, paymentDto, 'pm.id', withPayers);
      },
    }),
    route({
      method: 'get',
      path: '/payments/:id',
      summary: 'One payment with its refund',
      tag: 'payments',
      access: 'staff',
      errors: ['NOT_FOUND'],
      async handler(ctx) {
        const found = await paymentsQuery().where('pm.id', idOf(ctx)).first();
        if (!found) throw notFound();
        const [row] = await withPayers([found]);
        ctx.body = paymentDto(row);
      },
    }),

    // Subscriptions ----------------------------------------------------------------------------
    route({
      method: 'get',
      path: '/subscriptions',
      summary: 'Subscriptions with their user and plan, filtered by status, user and plan',
      tag: 'subscriptions',
      access: 'staff',
      async handler(ctx) {
        const list = parseListQuery(ctx.query, SUBSCRIPTION_SORTS, 'id');
        const query = subscriptionsQuery(ctx.state.language);
        const statuses = listFilters.choice(list.filter, 'status', STATUSES);
        if (statuses) query.whereIn('s.status', statuses);
        const userId = listFilters.id(list.filter, 'userId');
        if (userId !== undefined) query.where('s.user_id', userId);
        const planId = listFilters.id(list.filter, 'planId');
        if (planId !== undefined) query.where('s.plan_id', planId);
        if (typeof list.filter.q === 'string' && list.filter.q.trim()) {
          const term = `%${list.filter.q.trim()}%`;
          query.where((w) => w.whereILike('u.email', term).orWhereILike('u.username', term));
        }
        const ids = listFilters.ids(list.filter);
        if (ids) query.whereIn('s.id', ids);
        await respondWithList(ctx, 'subscriptions', list, query, subscriptionDto, 's.id');
      },
    }),
    route({
      method: 'get',
      path: '/subscriptions/:id',
      summary: 'One subscription with its user and plan',
      tag: 'subscriptions',
      access: 'staff',
      errors: ['NOT_FOUND'],
      async handler(ctx) {
        ctx.body = await oneSubscription(idOf(ctx), ctx.state.language);
      },
    }),
    route({
      method: 'put',
      path: '/subscriptions/:id',
      summary: 'Pause, resume or cancel a subscription on Mercado Pago (admin)',
      tag: 'subscriptions',
      access: 'staff',
      staffRoles: ['admin'],
      body: actionSchema,
      stripUnknownBody: true,
      errors: ['NOT_FOUND', 'SUBSCRIPTION_UPDATE_FAILED'],
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        await subscriptions.changeAny(id, body.action, ctx.state.language);
        ctx.body = await oneSubscription(id, ctx.state.language);
      },
    }),
  ];
}
