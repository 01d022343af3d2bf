/**
 * Billing's pure decisions (no I/O): what a plan keeps once anyone subscribed to it, when a
 * coupon is disabled instead of deleted, and which payments carried a fee.
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

/** The statuses of an attempt that moved no money: refused, or given up before paying. */
export const ATTEMPT_STATUSES: readonly string[] = ['rejected', 'cancelled'];

/**
 * The fee a payment carried, as stored with it when it was made (`fee_bps`, `vat_bps`,
 * `fee_amount`): never worked out again from the prosker's plan of today. None on an attempt
 * that moved no money. A refund gives back its share of the fee with it: `fee` is the stored fee
 * times the part of the payment kept (in cents, rounded half up, as `KEPT_FEE` in earnings.ts
 * sums it), `net` what reaches the prosker after the refunds and that fee.
 */
export function storedFee(row: {
  status: unknown;
  amount: unknown;
  fee_amount: unknown;
  fee_bps: unknown;
  vat_bps: unknown;
  refunded_amount?: unknown;
}) {
  if (ATTEMPT_STATUSES.includes(String(row.status))) return null;
  const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
  const amount = cents(row.amount);
  const refunded = Math.min(cents(row.refunded_amount), amount);
  const kept =
    amount === 0 ? 0 : Math.round((cents(row.fee_amount) * (amount - refunded)) / amount);
  return {
    feeBps: Number(row.fee_bps),
    vatBps: Number(row.vat_bps),
    fee: kept / 100,
    refunded: refunded / 100,
    net: (amount - refunded - kept) / 100,
  };
}
