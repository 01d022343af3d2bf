import { yup } from '../../../common/validation';
import { SUBSCRIPTION_ACTIONS } from '../../../common/billing';
import { REGIONS } from '../../../common/regions';
import { accountFacts } from '../accounts';
import { idOf, route, type AppContext, type RouteSpec, type Platform } from '../../platform';
import { out } from '../../platform/contract';
import {
  billingConfigSchema,
  billingHistorySchema,
  currentSubscriptionSchema,
  paymentAccountAuthorizationSchema,
  paymentAccountStatusSchema,
  planSchema,
  subscriptionQuoteSchema,
  subscriptionSchema,
  webhookReceiptSchema,
} from './contract';
import type { PaymentAccounts } from './payment-accounts';
import type { Payments } from './payments';
import type { Subscriptions } from './subscriptions';
import type { createWebhooks } from './webhooks';

const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;
const region = yup.string().oneOf(REGIONS).required();
const couponCode = yup.string().trim().max(40).optional();
/** Why a coupon code is refused, by the quote and the checkout alike. */
const COUPON_ERRORS = [
  'COUPON_UNKNOWN',
  'COUPON_DISABLED',
  'COUPON_USED_UP',
  'COUPON_BELOW_MINIMUM',
  'COUPON_NOT_APPLICABLE',
];

/** The first period's card payment needs its own token and the card's brand (ADR 0031). */
const withInstallments = {
  is: (count: unknown) => typeof count === 'number' && count > 1,
  then: (schema: yup.StringSchema) => schema.required(),
};

export function billingRoutes(
  platform: Platform,
  parts: {
    accounts: PaymentAccounts;
    subscriptions: Subscriptions;
    payments: Payments;
    webhooks: ReturnType<typeof createWebhooks>;
  },
): RouteSpec[] {
  const { accounts, subscriptions, payments, webhooks } = parts;
  const mp = platform.config.mercadoPago;
  return [
    route({
      method: 'get',
      path: '/billing/config',
      summary:
        'What the browser needs to tokenize cards with Mercado Pago (public key, API address)',
      tag: 'billing',
      access: 'public',
      response: { body: billingConfigSchema },
      handler(ctx) {
        ctx.body = { publicKey: mp.publicKey, apiUrl: mp.apiUrl, emulator: mp.emulator };
      },
    }),
    route({
      method: 'get',
      path: '/plans',
      summary:
        'Enabled plans of a region (free and premium periods), names in the request language',
      tag: 'billing',
      access: 'public',
      query: yup.object({ region }),
      response: { body: out.object({ data: out.list(planSchema) }) },
      async handler(ctx, { query }) {
        ctx.body = { data: await subscriptions.plans(query.region, ctx.state.language) };
      },
    }),
    route({
      method: 'get',
      path: '/user/payment-account',
      summary: 'Whether the user’s Mercado Pago account is linked (never a token)',
      tag: 'billing',
      access: 'user',
      response: { body: paymentAccountStatusSchema },
      async handler(ctx) {
        ctx.body = await accounts.status(userId(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/user/payment-account/authorization',
      summary: 'Start linking: the Mercado Pago authorization address for the region',
      tag: 'billing',
      access: 'user',
      body: yup.object({ region }),
      response: { body: paymentAccountAuthorizationSchema },
      async handler(ctx, { body }) {
        ctx.body = { url: await accounts.authorizationUrl(userId(ctx), body.region) };
      },
    }),
    route({
      method: 'post',
      path: '/user/payment-account/callback',
      summary: 'Finish linking with the code and state Mercado Pago sent back',
      tag: 'billing',
      access: 'user',
      body: yup.object({
        code: yup.string().trim().required().max(512),
        state: yup.string().trim().required().max(128),
      }),
      errors: ['PAYMENT_ACCOUNT_LINK_FAILED'],
      response: { body: paymentAccountStatusSchema },
      async handler(ctx, { body }) {
        ctx.body = await accounts.completeLink(userId(ctx), body.code, body.state);
      },
    }),
    route({
      method: 'delete',
      path: '/user/payment-account',
      summary: 'Unlink the Mercado Pago account',
      tag: 'billing',
      access: 'user',
      response: { status: 204 },
      async handler(ctx) {
        await accounts.unlink(userId(ctx));
        ctx.status = 204;
      },
    }),
    route({
      method: 'post',
      path: '/user/subscriptions',
      summary: 'Choose a premium plan: a pending subscription to pay on its checkout screen',
      tag: 'billing',
      access: 'user',
      body: yup.object({ planId: yup.number().integer().positive().required() }),
      errors: ['PLAN_NOT_AVAILABLE', 'SUBSCRIPTION_EXISTS'],
      response: { status: 201, body: subscriptionSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await subscriptions.start(userId(ctx), body.planId, ctx.state.language);
      },
    }),
    route({
      method: 'get',
      path: '/user/subscription',
      summary:
        'The user’s current subscription (active or paused, else the last cancelled), or null',
      tag: 'billing',
      access: 'user',
      response: { body: currentSubscriptionSchema },
      async handler(ctx) {
        const current = await subscriptions.current(userId(ctx), ctx.state.language);
        ctx.body = { subscription: current, premium: await subscriptions.isPremium(userId(ctx)) };
      },
    }),
    route({
      method: 'get',
      path: '/user/subscriptions/:id',
      summary: 'One of the user’s subscriptions',
      tag: 'billing',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { body: subscriptionSchema },
      async handler(ctx) {
        ctx.body = await subscriptions.get(userId(ctx), idOf(ctx), ctx.state.language);
      },
    }),
    route({
      method: 'post',
      path: '/user/subscriptions/:id/quote',
      summary: 'What the checkout will charge: trial, coupon discount and total (uses nothing up)',
      tag: 'billing',
      access: 'user',
      body: yup.object({ couponCode }),
      errors: ['NOT_FOUND', 'SUBSCRIPTION_UPDATE_FAILED', ...COUPON_ERRORS],
      response: { body: subscriptionQuoteSchema },
      async handler(ctx, { body }) {
        ctx.body = await subscriptions.quote(userId(ctx), idOf(ctx), body.couponCode || undefined);
      },
    }),
    route({
      method: 'post',
      path: '/user/subscriptions/:id/checkout',
      summary:
        'Pay a pending subscription with a card token made in the browser; a plan of 3, 6 or 12 months may pay its first period in installments (a second token)',
      tag: 'billing',
      access: 'user',
      body: yup.object({
        cardToken: yup.string().trim().required().max(200),
        couponCode,
        installments: yup.number().integer().min(1).max(12).optional(),
        paymentCardToken: yup.string().trim().max(200).when('installments', withInstallments),
        paymentMethodId: yup.string().trim().max(40).when('installments', withInstallments),
        issuerId: yup.string().trim().max(40).optional(),
      }),
      errors: [
        'NOT_FOUND',
        'PAYMENT_FAILED',
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'SUBSCRIPTION_UPDATE_FAILED',
        'SUBSCRIPTION_INSTALLMENTS_NOT_OFFERED',
        ...COUPON_ERRORS,
      ],
      response: { body: subscriptionSchema },
      async handler(ctx, { body }) {
        const [facts] = await accountFacts(platform.db, [userId(ctx)]);
        ctx.body = await subscriptions.checkout(
          userId(ctx),
          idOf(ctx),
          {
            cardToken: body.cardToken,
            couponCode: body.couponCode || undefined,
            email: facts.email,
            installments: body.installments,
            paymentCardToken: body.paymentCardToken,
            paymentMethodId: body.paymentMethodId,
            issuerId: body.issuerId || undefined,
          },
          ctx.state.language,
        );
      },
    }),
    route({
      method: 'put',
      path: '/user/subscriptions/:id/status',
      summary: 'Pause, resume or cancel the subscription',
      tag: 'billing',
      access: 'user',
      body: yup.object({
        action: yup
          .string()
          .oneOf(Object.keys(SUBSCRIPTION_ACTIONS) as (keyof typeof SUBSCRIPTION_ACTIONS)[])
          .required(),
      }),
      errors: ['NOT_FOUND', 'SUBSCRIPTION_UPDATE_FAILED'],
      response: { body: subscriptionSchema },
      async handler(ctx, { body }) {
        ctx.body = await subscriptions.change(
          userId(ctx),
          idOf(ctx),
          body.action,
          ctx.state.language,
        );
      },
    }),
    route({
      method: 'get',
      path: '/user/billing',
      summary:
        'The user’s payments (made and received) with the fee each carried and the payout dates; refused or abandoned attempts apart',
      tag: 'billing',
      access: 'user',
      response: { body: billingHistorySchema },
      async handler(ctx) {
        ctx.body = await payments.history(userId(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/webhooks/mercadopago',
      summary: 'Mercado Pago notifications (signed with x-signature; the resource is re-read)',
      tag: 'billing',
      access: 'public',
      stripUnknownBody: true,
      body: yup.object({}),
      errors: ['WEBHOOK_SIGNATURE_INVALID'],
      response: { body: webhookReceiptSchema },
      async handler(ctx) {
        ctx.body = await webhooks.receive({
          query: ctx.query as Record<string, unknown>,
          body: (ctx.request.body ?? {}) as Record<string, unknown>,
          signature: ctx.get('x-signature') || undefined,
          requestId: ctx.get('x-request-id') || undefined,
        });
      },
    }),
  ];
}
