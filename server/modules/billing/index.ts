/**
 * Billing: the prosker's Mercado Pago account link, plans, premium subscriptions with the
 * 30-day trial, coupons, job payments with the marketplace fee, refunds and the signed
 * notifications. Other modules use only what is exported here. See README.md and API.md.
 */
import type { Platform } from '../../platform';
import { pointMercadoPagoAt } from './mp-client';
import { createPaymentAccounts } from './payment-accounts';
import { createPayments } from './payments';
import { createPlanAdmin } from './plans';
import { createAdminLists } from './queries';
import { billingAdminRoutes } from './admin-routes';
import { billingRoutes } from './routes';
import { createSealer } from './sealer';
import { createSubscriptions } from './subscriptions';
import { createWebhooks } from './webhooks';

export { linkedPaymentAccounts } from './payment-accounts';
export { premiumUsers } from './subscriptions';
export type { JobCharge, PaymentStatus } from './payments';
export { signNotification } from './webhooks';
export { mpConfig, mpErrorBody, mercadoPagoBaseUrl, pointMercadoPagoAt } from './mp-client';

export const REFRESH_TOKENS_TASK = 'billing.refresh-tokens';
export const RELEASE_ABANDONED_TASK = 'billing.release-abandoned-checkouts';
export const RECONCILE_TASK = 'billing.reconcile';
/** Notifications and payment attempts left open this long are read again from Mercado Pago. */
export const RECONCILE_AFTER_MS = 60_000;

export function createBillingModule(platform: Platform) {
  pointMercadoPagoAt(platform.config.mercadoPago.apiUrl);
  const accounts = createPaymentAccounts(
    platform,
    createSealer(platform.config.billing.paymentTokenKey),
  );
  const subscriptions = createSubscriptions(platform);
  const payments = createPayments(platform, accounts, subscriptions);
  const webhooks = createWebhooks(platform, payments, subscriptions);
  platform.events.on('payment.duplicate', ({ paymentId }) => payments.refundDuplicate(paymentId));
  /** Re-reads from Mercado Pago what a crash or an outage may have left open. */
  const reconcile = async (olderThanMs = RECONCILE_AFTER_MS) => ({
    notifications: await webhooks.reconcile(olderThanMs),
    payments: await payments.reconcile(olderThanMs),
  });
  return {
    routes: billingRoutes(platform, { accounts, subscriptions, payments, webhooks }),
    adminRoutes: billingAdminRoutes({
      planAdmin: createPlanAdmin(platform.db),
      lists: createAdminLists(platform.db),
      subscriptions,
    }),
    /** Entitlement: premium now (trial included). */
    isPremium: subscriptions.isPremium,
    /** For the jobs module: charge a job's client, refund a paid job, know a prosker can be paid. */
    chargeJob: payments.chargeJob,
    refundJob: payments.refundJob,
    hasPaymentAccount: async (userId: number) => (await accounts.status(userId)).linked,
    /** For the job page: a payment being processed, paid, or none live. */
    jobPaymentState: payments.jobPaymentState,
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
    ],
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
