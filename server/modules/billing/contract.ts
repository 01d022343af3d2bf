/** What the billing routes answer (see server/platform/contract.ts). */
import type { SubscriptionStatus } from '../../../common/billing';
import { LANGUAGES } from '../../../common/i18n';
import { CURRENCIES, REGIONS } from '../../../common/regions';
import { DISCOUNT_TYPES, PLAN_PERIODS } from '../../../common/schemas/billing';
import { out } from '../../platform/contract';

export const SUBSCRIPTION_STATUSES = Object.keys({
  pending: 0,
  active: 0,
  paused: 0,
  cancelled: 0,
} satisfies Record<SubscriptionStatus, 0>) as SubscriptionStatus[];
export const PAYMENT_STATUSES = [
  'pendingPayment',
  'paid',
  'rejected',
  'refunded',
  'cancelled',
  'duplicate',
] as const;
export const PAYMENT_KINDS = ['job', 'subscription'] as const;

const region = () => out.oneOf(REGIONS);
const currency = () => out.oneOf(CURRENCIES);

// Storefront ------------------------------------------------------------------------------------

export const billingConfigSchema = out.named(
  'BillingConfig',
  out.object({ publicKey: out.text(), apiUrl: out.text(), emulator: out.boolean() }),
);

/** A plan in the request language. */
export const planSchema = out.named(
  'Plan',
  out.object({
    id: out.integer(),
    region: region(),
    currency: currency(),
    name: out.text(),
    price: out.number(),
    period: out.oneOf(PLAN_PERIODS),
    premium: out.boolean(),
    popular: out.boolean(),
    inclusions: out.list(out.text()),
  }),
);

export const subscriptionSchema = out.named(
  'Subscription',
  out.object({
    id: out.integer(),
    status: out.oneOf(SUBSCRIPTION_STATUSES),
    plan: planSchema,
    amount: out.number(),
    discount: out.number(),
    currency: currency(),
    trial: out.boolean(),
    /** The first period's installments (1: one payment; always 1 with a trial or monthly). */
    installments: out.integer(),
    /** What each of them came to, financing included; null without installments. */
    installmentAmount: out.number().nullable(),
    trialEndsAt: out.dateTime().nullable(),
    nextPaymentDate: out.dateTime().nullable(),
    lastPaymentStatus: out.text().nullable(),
    startedAt: out.dateTime().nullable(),
    cancelledAt: out.dateTime().nullable(),
  }),
);

export const currentSubscriptionSchema = out.named(
  'CurrentSubscription',
  out.object({ subscription: subscriptionSchema.nullable(), premium: out.boolean() }),
);

export const subscriptionQuoteSchema = out.named(
  'SubscriptionQuote',
  out.object({
    price: out.number(),
    currency: currency(),
    discount: out.number(),
    total: out.number(),
    trial: out.boolean(),
    trialDays: out.integer(),
    firstChargeDate: out.dateTime(),
    /** The most installments the first period may be paid in (1: none; ADR 0031). */
    installmentsUpTo: out.integer(),
  }),
);

/** A linked Mercado Pago account as its owner sees it (never a token). */
export const linkedPaymentAccountSchema = out.named(
  'LinkedPaymentAccount',
  out.object({
    linked: out.boolean().oneOf([true]),
    mercadoPagoUserId: out.integer(),
    region: region(),
    liveMode: out.boolean(),
    linkedAt: out.dateTime(),
  }),
);

/** Linked (with the account's facts) or not. */
export const paymentAccountStatusSchema = out.named(
  'PaymentAccountStatus',
  out.either(out.object({ linked: out.boolean().oneOf([false]) }), linkedPaymentAccountSchema),
);

export const paymentAccountAuthorizationSchema = out.object({ url: out.text() });

/**
 * A payment the user made or received. On what they receive: the fee it carried (its rate as
 * applied, `feeBps` plus `vatBps` of VAT on the fee), the net and the payout date; no fee on
 * what they paid nor on an attempt that moved no money.
 */
export const billingEntrySchema = out.named(
  'BillingEntry',
  out.object({
    id: out.integer(),
    kind: out.oneOf(PAYMENT_KINDS),
    role: out.oneOf(['paid', 'received'] as const),
    jobId: out.integer().nullable(),
    subscriptionId: out.integer().nullable(),
    amount: out.number(),
    currency: currency(),
    fee: out.number().nullable(),
    feeBps: out.integer().nullable(),
    vatBps: out.integer().nullable(),
    net: out.number().nullable(),
    /** Given back to the payer so far (staff refunds, cancellations). */
    refunded: out.number(),
    status: out.oneOf(PAYMENT_STATUSES),
    createdAt: out.dateTime(),
    paidAt: out.dateTime().nullable(),
    payoutAt: out.dateTime().nullable(),
  }),
);

/** The user's money that moved, and apart the attempts that moved none (refused, given up). */
export const billingHistorySchema = out.named(
  'BillingHistory',
  out.object({ data: out.list(billingEntrySchema), attempts: out.list(billingEntrySchema) }),
);

export const webhookReceiptSchema = out.object({
  received: out.boolean(),
  duplicate: out.boolean(),
});

// Back office -----------------------------------------------------------------------------------

export const adminPlanSchema = out.named(
  'AdminPlan',
  out.object({
    id: out.integer(),
    region: region(),
    currency: currency(),
    name_es: out.text(),
    name_en: out.text(),
    name_br: out.text(),
    price: out.number(),
    period: out.oneOf(PLAN_PERIODS),
    premium: out.boolean(),
    popular: out.boolean(),
    inclusions: out.object(
      Object.fromEntries(LANGUAGES.map((language) => [language, out.list(out.text())])),
    ),
    enabled: out.boolean(),
    position: out.integer(),
    createdAt: out.dateTime(),
    /** Subscriptions of any status on the plan: only an unused plan is deleted. */
    subscriptions: out.integer(),
  }),
);

export const adminCouponSchema = out.named(
  'AdminCoupon',
  out.object({
    id: out.integer(),
    code: out.text(),
    description: out.text(),
    discountType: out.oneOf(DISCOUNT_TYPES),
    amount: out.number(),
    currency: currency().nullable(),
    minOrder: out.number(),
    usageLimit: out.integer(),
    usedCount: out.integer(),
    enabled: out.boolean(),
    createdAt: out.dateTime(),
    /** Redemptions on record: only a coupon never redeemed is deleted. */
    redemptions: out.integer(),
  }),
);

export const adminSubscriptionSchema = out.named(
  'AdminSubscription',
  out.object({
    id: out.integer(),
    userId: out.integer(),
    userEmail: out.text(),
    username: out.text(),
    planId: out.integer(),
    planName: out.text(),
    planRegion: region(),
    planPeriod: out.oneOf(PLAN_PERIODS),
    status: out.oneOf(SUBSCRIPTION_STATUSES),
    trial: out.boolean(),
    /** The first period's installments (1: one payment; always 1 with a trial or monthly). */
    installments: out.integer(),
    /** What each of them came to, financing included; null without installments. */
    installmentAmount: out.number().nullable(),
    trialEndsAt: out.dateTime().nullable(),
    amount: out.number(),
    discount: out.number(),
    currency: currency(),
    couponId: out.integer().nullable(),
    couponCode: out.text().nullable(),
    mpPreapprovalId: out.text().nullable(),
    nextPaymentDate: out.dateTime().nullable(),
    lastPaymentStatus: out.text().nullable(),
    statusDetail: out.text().nullable(),
    startedAt: out.dateTime().nullable(),
    pausedAt: out.dateTime().nullable(),
    resumedAt: out.dateTime().nullable(),
    cancelledAt: out.dateTime().nullable(),
    createdAt: out.dateTime(),
    updatedAt: out.dateTime(),
  }),
);

export const adminPaymentSchema = out.named(
  'AdminPayment',
  out.object({
    id: out.integer(),
    kind: out.oneOf(PAYMENT_KINDS),
    jobId: out.integer().nullable(),
    subscriptionId: out.integer().nullable(),
    payerId: out.integer().nullable(),
    payerEmail: out.text().nullable(),
    collectorId: out.integer().nullable(),
    amount: out.number(),
    /** The fee the payment carried; none on an attempt that moved no money. */
    fee: out.number().nullable(),
    feeBps: out.integer().nullable(),
    vatBps: out.integer().nullable(),
    currency: currency(),
    status: out.oneOf(PAYMENT_STATUSES),
    /** A second approved payment of one job, given back automatically. */
    duplicate: out.boolean(),
    refundReason: out.text().nullable(),
    mpPaymentId: out.integer().nullable(),
    mpStatus: out.text().nullable(),
    mpStatusDetail: out.text().nullable(),
    paidAt: out.dateTime().nullable(),
    refundedAt: out.dateTime().nullable(),
    createdAt: out.dateTime(),
  }),
);
