/**
 * Billing's pure decisions about plans and coupons (no I/O): what a plan keeps once anyone
 * subscribed to it, and when a coupon is disabled instead of deleted.
 */

/** Fields of a plan that cannot change once anyone subscribed to it (Mercado Pago bills them). */
export const LOCKED_WHEN_SUBSCRIBED = ['region', 'currency', 'period', 'premium'] as const;
export type LockedPlanField = (typeof LOCKED_WHEN_SUBSCRIBED)[number];

/** The locked fields a change would alter on a plan as it is stored now. */
export function lockedFieldsChanged(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): LockedPlanField[] {
  return LOCKED_WHEN_SUBSCRIBED.filter(
    (field) => field in changes && changes[field] !== current[field],
  );
}

/**
 * Whether a coupon has been used, and so is disabled rather than deleted: a checkout counted
 * it, a redemption is on record or a subscription refers to it.
 */
export function couponUsed(coupon: {
  usedCount: number;
  redemptions: number;
  onSubscription: boolean;
}): boolean {
  return coupon.usedCount > 0 || coupon.redemptions > 0 || coupon.onSubscription;
}
