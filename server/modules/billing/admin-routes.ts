/**
 * Back-office resources for plans, coupons, subscriptions and payments (ra-data-simple-rest
 * dialect). Every staff member reads; only admins write. A plan or coupon anyone has used is
 * disabled, never deleted, and a plan with subscriptions keeps its region, currency, period and
 * premium flag (the rules in rules.ts, the tables in plans.ts and queries.ts). The table
 * constraints have the last word; their violations come back as field errors.
 */
import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from '../../../common/billing';
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';
import { couponSchema, planSchema } from '../../../common/schemas/billing';
import { yup } from '../../../common/validation';
import { notFound, parseListQuery, respondWithList, route, type RouteSpec } from '../../platform';
import { adminResource } from '../../platform/admin-resource';
import { staffIdOf } from '../../platform/audit';
import { idOf } from '../../platform/http';
import { out } from '../../platform/contract';
import {
  adminCouponSchema,
  adminPaymentSchema,
  adminPlanSchema,
  adminSubscriptionSchema,
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

const ACTIONS = Object.keys(SUBSCRIPTION_ACTIONS) as SubscriptionAction[];

const actionSchema = yup.object({
  action: yup.string().required().oneOf(ACTIONS),
});

type Row = Record<string, unknown>;

/** A read-only list any staff member reads (ra-data-simple-rest), sorted and paged. */
function staffList<T>(spec: {
  resource: 'payments' | 'subscriptions';
  summary: string;
  record: Parameters<typeof out.list>[0];
  sorts: Record<string, string>;
  rows: (filter: Record<string, unknown>, language: Language) => Knex.QueryBuilder;
  toDto: (row: Row) => T;
  tieBreaker: string;
  complete?: (rows: Row[]) => Promise<Row[]>;
}): RouteSpec {
  return route({
    method: 'get',
    path: `/${spec.resource}`,
    summary: spec.summary,
    tag: spec.resource,
    access: 'staff',
    response: { body: out.list(spec.record) },
    async handler(ctx) {
      const list = parseListQuery(ctx.query, spec.sorts, 'id');
      await respondWithList(
        ctx,
        spec.resource,
        list,
        spec.rows(list.filter, ctx.state.language),
        spec.toDto,
        spec.tieBreaker,
        spec.complete,
      );
    },
  });
}

export interface AdminSubscriptions {
  changeAny(
    id: number,
    action: SubscriptionAction,
    language: Language,
    staffId: number,
  ): Promise<unknown>;
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
    staffList({
      resource: 'payments',
      summary:
        'Payments of jobs and subscriptions; duplicates (refunded automatically) on their own',
      record: adminPaymentSchema,
      sorts: PAYMENT_SORTS,
      rows: (filter) => lists.payments(filter),
      toDto: paymentDto,
      tieBreaker: PAYMENT_ID,
      complete: lists.withPayers,
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
    staffList({
      resource: 'subscriptions',
      summary: 'Subscriptions with their user and plan, filtered by status, user and plan',
      record: adminSubscriptionSchema,
      sorts: SUBSCRIPTION_SORTS,
      rows: (filter, language) => lists.subscriptions(filter, language),
      toDto: subscriptionDto,
      tieBreaker: SUBSCRIPTION_ID,
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
        await subscriptions.changeAny(id, body.action, ctx.state.language, staffIdOf(ctx));
        ctx.body = await oneSubscription(id, ctx.state.language);
      },
    }),
  ];
}
