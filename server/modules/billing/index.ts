/**
 * Billing: the prosker's Mercado Pago account link, plans, premium subscriptions with the
 * 30-day trial, coupons, job payments with the marketplace fee, refunds and the signed
 * notifications. Other modules use only what is exported here. See README.md and API.md.
 */
import type { Region } from '../../../common/regions';
import type { Platform } from '../../platform';
import { billingAdminRoutes } from './admin-routes';
import { billingExportFor, billingForget, billingLastActivity } from './data-export';
import { linkColumns, type TokenAnswer } from './payment-accounts';
import { billingRoutes } from './routes';
import { createSealer } from './sealer';
import { RECONCILE_AFTER_MS, createBillingService } from './service';

export { linkedPaymentAccounts, type TokenAnswer } from './payment-accounts';
export {
  earningsBetween,
  paidByClients,
  upcomingPayouts,
  type EarningsTotal,
  type UpcomingPayout,
} from './earnings';
export { premiumUsers } from './subscriptions';
export type { JobCharge, PaymentStatus, RefundMade, RefundRequest } from './payments';
export { signNotification } from './webhooks';
export { receiptFileName, receiptPdf, type ReceiptFacts } from './receipt';
export { mpConfig, mpErrorBody, mercadoPagoBaseUrl, pointMercadoPagoAt } from './mp-client';

/**
 * A `payment_accounts` row for a seller's tokens, sealed with `paymentTokenKey` as a link made
 * through the OAuth callback is: the demo data's seed links the demo prosker with it.
 */
export function paymentAccountRow(
  paymentTokenKey: string,
  link: { userId: number; region: Region; answer: TokenAnswer },
) {
  return {
    user_id: link.userId,
    region: link.region,
    ...linkColumns(createSealer(paymentTokenKey), link.answer),
  };
}

export const REFRESH_TOKENS_TASK = 'billing.refresh-tokens';
export const RELEASE_ABANDONED_TASK = 'billing.release-abandoned-checkouts';
export const RECONCILE_TASK = 'billing.reconcile';
/** Hourly: the owners of trials ending within three days are told, once each. */
export const TRIAL_ENDING_TASK = 'billing.trial-ending';
export { RECONCILE_AFTER_MS };

export function createBillingModule(platform: Platform) {
  const service = createBillingService(platform);
  const { accounts, subscriptions, payments, webhooks, reconcile } = service;
  return {
    routes: billingRoutes(platform, { accounts, subscriptions, payments, webhooks }),
    adminRoutes: billingAdminRoutes({
      planAdmin: service.planAdmin,
      lists: service.lists,
      subscriptions,
    }),
    /** The user's payments, subscriptions and payment link, for their data download. */
    exportFor: (userId: number) => billingExportFor(platform.db, userId),
    /** The retention period: the user's last payment, and their payments unlinked from them. */
    lastActivity: (userId: number) => billingLastActivity(platform.db, userId),
    forget: billingForget,
    /** Entitlement: premium now (trial included). */
    isPremium: subscriptions.isPremium,
    /** For the jobs module: charge a job's client, refund a paid job, know a prosker can be paid. */
    chargeJob: payments.chargeJob,
    refundJob: payments.refundJob,
    /** Staff refund a paid job in full or in part, once however many ask at once. */
    refundJobPart: payments.refundJobPart,
    /** What was paid and refunded of a job, for its pages. */
    jobMoney: payments.jobMoney,
    hasPaymentAccount: async (userId: number) => (await accounts.status(userId)).linked,
    /** For the job page: a payment being processed, paid, or none live. */
    jobPaymentState: payments.jobPaymentState,
    /** For the job page and its receipt: the payment that paid it, with the fee it carried. */
    jobPayment: payments.jobPayment,
    /** The fee a payment to this prosker would carry now (the one rule; see payments.ts). */
    feeNow: payments.feeNow,
    reconcile,
    /** Checkouts a crash left half-done give back what they reserved (also scheduled). */
    releaseAbandoned: (olderThanMs?: number) => subscriptions.releaseAbandoned(olderThanMs),
    tasks: [
      { name: RECONCILE_TASK, cron: '* * * * *', run: () => reconcile() },
      { name: REFRESH_TOKENS_TASK, cron: '41 4 * * *', run: () => accounts.refreshExpiring() },
      {
        name: RELEASE_ABANDONED_TASK,
        // A checkout whose outcome was unknown holds its claim until this has looked.
        cron: '* * * * *',
        run: () => subscriptions.releaseAbandoned(),
      },
      {
        name: TRIAL_ENDING_TASK,
        cron: '23 * * * *',
        run: () => subscriptions.noticeTrialsEnding(),
      },
    ],
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
