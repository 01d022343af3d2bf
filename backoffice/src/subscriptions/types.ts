import {
  SUBSCRIPTION_ACTIONS,
  type Currency,
  type SubscriptionAction,
  type SubscriptionStatus,
} from '../../../common/billing';
import type { Region } from '../../../common/regions';
import type { Period } from '../plans/types';

/** A subscription as GET /backoffice/api/subscriptions returns it, with its user and plan. */
export interface Subscription {
  id: number;
  userId: number;
  userEmail: string;
  username: string;
  planId: number;
  /** In the interface language (the server reads Accept-Language). */
  planName: string;
  planRegion: Region;
  planPeriod: Period;
  status: SubscriptionStatus;
  trial: boolean;
  trialEndsAt: string | null;
  /** What each period charges, after the coupon's discount. */
  amount: number;
  discount: number;
  currency: Currency;
  couponId: number | null;
  couponCode: string | null;
  /** Mercado Pago's preapproval; none until the checkout is paid. */
  mpPreapprovalId: string | null;
  nextPaymentDate: string | null;
  lastPaymentStatus: string | null;
  statusDetail: string | null;
  startedAt: string | null;
  pausedAt: string | null;
  resumedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

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
