/**
 * Billing's use cases, assembled: the prosker's Mercado Pago account link, subscriptions, job
 * payments, notifications, the back office's plans and lists, and the reconciliation that
 * re-reads from Mercado Pago what a crash or an outage may have left open.
 */
import type { Platform } from '../../platform';
import { pointMercadoPagoAt } from './mp-client';
import { createPaymentAccounts } from './payment-accounts';
import { createPayments } from './payments';
import { createPlanAdmin } from './plans';
import { createAdminLists } from './queries';
import { createSealer } from './sealer';
import { createSubscriptions } from './subscriptions';
import { createWebhooks } from './webhooks';

/** Notifications and payment attempts left open this long are read again from Mercado Pago. */
export const RECONCILE_AFTER_MS = 60_000;

export function createBillingService(platform: Platform) {
  pointMercadoPagoAt(platform.config.mercadoPago.apiUrl);
  const accounts = createPaymentAccounts(
    platform,
    createSealer(platform.config.billing.paymentTokenKey),
  );
  const subscriptions = createSubscriptions(platform, {
    // Called only once a checkout runs, when `payments` exists.
    refundCheckoutPayment: (paymentId) => payments.refundCheckoutPayment(paymentId),
  });
  const payments = createPayments(platform, accounts, subscriptions);
  const webhooks = createWebhooks(platform, payments, subscriptions);
  platform.events.on('payment.duplicate', ({ paymentId }) => payments.refundDuplicate(paymentId));
  /** Re-reads from Mercado Pago what a crash or an outage may have left open. */
  const reconcile = async (olderThanMs = RECONCILE_AFTER_MS) => ({
    notifications: await webhooks.reconcile(olderThanMs),
    payments: await payments.reconcile(olderThanMs),
  });
  return {
    accounts,
    subscriptions,
    payments,
    webhooks,
    planAdmin: createPlanAdmin(platform.db),
    lists: createAdminLists(platform.db),
    reconcile,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
