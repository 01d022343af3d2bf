import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from '../../../common/billing';
import type { Schemas } from '../api/contract';

/** A subscription as GET /backoffice/api/subscriptions returns it, with its user and plan. */
export type Subscription = Schemas['AdminSubscription'];

export const STATUS_CHOICES = (['pending', 'active', 'paused', 'cancelled'] as const).map(
  (status) => ({ id: status, name: `backoffice.subscriptions.statuses.${status}` }),
);

/**
 * What staff may do with a subscription now, in the order offered: what its status allows
 * (common/billing), and only once Mercado Pago holds it (a preapproval).
 */
export function actionsFor(subscription: Subscription): SubscriptionAction[] {
  if (!subscription.mpPreapprovalId) return [];
  return (['pause', 'resume', 'cancel'] as const).filter((action) =>
    SUBSCRIPTION_ACTIONS[action].from.includes(subscription.status),
  );
}
