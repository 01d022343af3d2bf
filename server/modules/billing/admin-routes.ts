/**
 * Back-office resources for plans, coupons and subscriptions (ra-data-simple-rest dialect).
 * Every staff member reads; only admins write. A plan or coupon anyone has used is disabled,
 * never deleted, and a plan with subscriptions keeps its region, currency, period and premium
 * flag (Mercado Pago bills them on those terms). A coupon's use count is the checkout's alone.
 * The table constraints have the last word; their violations come back as field errors.
 */
import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from '../../../common/billing';
import type { Language } from '../../../common/i18n';
import { CURRENCIES, CURRENCY_BY_REGION, REGIONS, type Region } from '../../../common/regions';
import { yup } from '../../../common/validation';
import {
  AppError,
  notFound,
  listFilters,
  parseListQuery,
  respondWithList,
  route,
  type Db,
  type RouteSpec,
} from '../../platform';
import {
  adminResource,
  idOf,
  tableStore,
  type ConstraintField,
  type TableStore,
} from '../../platform/admin-resource';
import { out } from '../../platform/contract';
import { userSummaries } from '../accounts';
import {
  adminCouponSchema,
  adminPaymentSchema,
  adminPlanSchema,
  adminSubscriptionSchema,
  DISCOUNT_TYPES,
  PAYMENT_STATUSES,
  PLAN_PERIODS,
  SUBSCRIPTION_STATUSES,
} from './contract';

const isRegion = (value: unknown): value is Region =>
  (REGIONS as readonly unknown[]).includes(value);
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
      isRegion(region)
        ? schema.oneOf([CURRENCY_BY_REGION[region]], {
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
  period: yup.string().required().oneOf(PLAN_PERIODS),
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
    subscriptions: Number(row.usage ?? 0),
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
    redemptions: Number(row.usage ?? 0),
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

/** Which field, and why, each constraint of plans and coupons speaks for. */
const check = (constraint: string, field: string, key: string): ConstraintField => ({
  kind: 'check',
  constraint,
  field,
  key,
});
const PLAN_CONSTRAINTS: ConstraintField[] = [
  check('plans_region', 'region', 'fields.invalid'),
  check('plans_currency', 'currency', 'fields.regionCurrency'),
  check('plans_period', 'period', 'fields.invalid'),
  check('plans_price', 'price', 'fields.freePlanPrice'),
];
const COUPON_CONSTRAINTS: ConstraintField[] = [
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

export interface AdminSubscriptions {
  changeAny(id: number, action: SubscriptionAction, language: Language): Promise<unknown>;
}

export function billingAdminRoutes(db: Db, subscriptions: AdminSubscriptions): RouteSpec[] {
  const plans: TableStore = {
    ...tableStore(db, 'plans', 'SELECT count(*) FROM subscriptions s WHERE s.plan_id = plans.id'),
    /** A plan with subscriptions keeps the terms Mercado Pago bills it on. */
    async update(id, changes) {
      await db.transaction(async (trx) => {
        const current = await trx('plans').where({ id }).forUpdate().first();
        if (!current) throw notFound();
        const changed = LOCKED_WHEN_SUBSCRIBED.filter(
          (field) => field in changes && changes[field] !== current[field],
        );
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

  const oneSubscription = async (id: number, language: Language) => {
    const row = await subscriptionsQuery(language).where('s.id', id).first();
    if (!row) throw notFound();
    return subscriptionDto(row);
  };
  const usedCount = async (id: number) =>
    (await db('coupons').where({ id }).first('used_count'))?.used_count as number | undefined;

  return [
    ...adminResource({
      path: 'plans',
      store: plans,
      summaries: {
        list: 'Plans, filtered by region, premium and enabled, sorted and paged',
        one: 'One plan',
        create: 'Create a plan (admin)',
        update:
          'Edit or disable a plan (admin); region, currency, period and premium stay once subscribed to',
        remove: 'Delete a plan nobody ever subscribed to (admin); disable it otherwise',
      },
      sorts: PLAN_SORTS,
      defaultSort: 'position',
      searchColumns: ['name_es', 'name_en', 'name_br'],
      filter(query, filter) {
        const regions = listFilters.choice(filter, 'region', REGIONS);
        if (regions) query.whereIn('region', regions);
        const premium = listFilters.boolean(filter, 'premium');
        if (premium !== undefined) query.where('premium', premium);
        const enabled = listFilters.boolean(filter, 'enabled');
        if (enabled !== undefined) query.where('enabled', enabled);
      },
      createSchema: planSchema,
      updateSchema: planSchema,
      toDto: planDto,
      record: adminPlanSchema,
      toRow: planRow,
      constraints: PLAN_CONSTRAINTS,
      updateErrors: ['PLAN_IN_USE'],
      // Its Mercado Pago plan variants go with it (ON DELETE CASCADE).
      inUse: { code: 'PLAN_IN_USE' },
    }),
    ...adminResource({
      path: 'coupons',
      store: coupons,
      summaries: {
        list: 'Coupons, searched by code and filtered by enabled, sorted and paged',
        one: 'One coupon',
        create: 'Create a coupon (admin); its use count starts at 0',
        update: 'Edit or disable a coupon (admin); its use count is not writable',
        remove: 'Delete a coupon never redeemed (admin); disable it otherwise',
      },
      sorts: COUPON_SORTS,
      defaultSort: 'id',
      searchColumns: ['code'],
      filter(query, filter) {
        const enabled = listFilters.boolean(filter, 'enabled');
        if (enabled !== undefined) query.where('enabled', enabled);
        const types = listFilters.choice(filter, 'discountType', DISCOUNT_TYPES);
        if (types) query.whereIn('discount_type', types);
      },
      createSchema: couponSchema,
      updateSchema: couponSchema,
      toDto: couponDto,
      record: adminCouponSchema,
      toRow: couponRow,
      constraints: COUPON_CONSTRAINTS,
      // A limit below the uses already made says how many there are.
      updateErrorParams: async (id) => ({ used: await usedCount(id) }),
      inUse: {
        code: 'COUPON_IN_USE',
        when: async (id, record) =>
          Number(record.usedCount) > 0 ||
          Boolean(await db('subscriptions').where({ coupon_id: id }).first('id')),
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
      response: { body: out.list(adminPaymentSchema) },
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
      response: { body: adminPaymentSchema },
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
      response: { body: out.list(adminSubscriptionSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, SUBSCRIPTION_SORTS, 'id');
        const query = subscriptionsQuery(ctx.state.language);
        const statuses = listFilters.choice(list.filter, 'status', SUBSCRIPTION_STATUSES);
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
      response: { body: adminSubscriptionSchema },
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
      response: { body: adminSubscriptionSchema },
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        await subscriptions.changeAny(id, body.action, ctx.state.language);
        ctx.body = await oneSubscription(id, ctx.state.language);
      },
    }),
  ];
}
