/**
 * Back-office resources for plans, coupons, subscriptions and payments (ra-data-simple-rest
 * dialect). Every staff member reads; only admins write. A plan or coupon anyone has used is
 * disabled, never deleted, and a plan with subscriptions keeps its region, currency, period and
 * premium flag (the rules in rules.ts, the tables in plans.ts and queries.ts). The table
 * constraints have the last word; their violations come back as field errors.
 */
import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from '../../../common/billing';
import type { Language } from '../../../common/i18n';
import { CURRENCIES, CURRENCY_BY_REGION, REGIONS, type Region } from '../../../common/regions';
import { yup } from '../../../common/validation';
import { notFound, parseListQuery, respondWithList, route, type RouteSpec } from '../../platform';
import { adminResource, idOf } from '../../platform/admin-resource';
import { out } from '../../platform/contract';
import {
  adminCouponSchema,
  adminPaymentSchema,
  adminPlanSchema,
  adminSubscriptionSchema,
  DISCOUNT_TYPES,
  PLAN_PERIODS,
} from './contract';
import {
  COUPON_CONSTRAINTS,
  COUPON_SEARCH_COLUMNS,
  COUPON_SORTS,
  couponDto,
  couponRow,
  filterCoupons,
  filterPlans,
  PLAN_CONSTRAINTS,
  PLAN_SEARCH_COLUMNS,
  PLAN_SORTS,
  planDto,
  planRow,
  type PlanAdmin,
} from './plans';
import {
  PAYMENT_ID,
  PAYMENT_SORTS,
  paymentDto,
  SUBSCRIPTION_ID,
  SUBSCRIPTION_SORTS,
  subscriptionDto,
  type AdminLists,
} from './queries';

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

export interface AdminSubscriptions {
  changeAny(id: number, action: SubscriptionAction, language: Language): Promise<unknown>;
}

/** What the back-office routes of billing use: services, never the database. */
export interface BillingAdminServices {
  planAdmin: PlanAdmin;
  lists: AdminLists;
  subscriptions: AdminSubscriptions;
}

export function billingAdminRoutes({
  planAdmin,
  lists,
  subscriptions,
}: BillingAdminServices): RouteSpec[] {
  const oneSubscription = async (id: number, language: Language) => {
    const found = await lists.subscription(id, language);
    if (!found) throw notFound();
    return found;
  };

  return [
    ...adminResource({
      path: 'plans',
      store: planAdmin.plans,
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
      searchColumns: PLAN_SEARCH_COLUMNS,
      filter: filterPlans,
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
      store: planAdmin.coupons,
      summaries: {
        list: 'Coupons, searched by code and filtered by enabled, sorted and paged',
        one: 'One coupon',
        create: 'Create a coupon (admin); its use count starts at 0',
        update: 'Edit or disable a coupon (admin); its use count is not writable',
        remove: 'Delete a coupon never redeemed (admin); disable it otherwise',
      },
      sorts: COUPON_SORTS,
      defaultSort: 'id',
      searchColumns: COUPON_SEARCH_COLUMNS,
      filter: filterCoupons,
      createSchema: couponSchema,
      updateSchema: couponSchema,
      toDto: couponDto,
      record: adminCouponSchema,
      toRow: couponRow,
      constraints: COUPON_CONSTRAINTS,
      // A limit below the uses already made says how many there are.
      updateErrorParams: async (id) => ({ used: await planAdmin.couponUsedCount(id) }),
      inUse: { code: 'COUPON_IN_USE', when: planAdmin.couponUsed },
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
        await respondWithList(
          ctx,
          'payments',
          list,
          lists.payments(list.filter),
          paymentDto,
          PAYMENT_ID,
          lists.withPayers,
        );
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
        const found = await lists.payment(idOf(ctx));
        if (!found) throw notFound();
        ctx.body = found;
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
        await respondWithList(
          ctx,
          'subscriptions',
          list,
          lists.subscriptions(list.filter, ctx.state.language),
          subscriptionDto,
          SUBSCRIPTION_ID,
        );
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
