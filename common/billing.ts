/**
 * Money rules shared by the server (the authority) and the storefront (totals shown before
 * paying): coupon discounts and the marketplace fee of spec point 9. Amounts are in the
 * currency's units with two decimals; arithmetic runs on whole cents.
 */
import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD, PAYOUT_WAIT_DAYS } from './constants';
import { CURRENCY_BY_REGION, type Currency } from './regions';

export type DiscountType = 'percentage' | 'fixed';
export type SubscriptionStatus = 'pending' | 'active' | 'paused' | 'cancelled';
export type SubscriptionAction = 'pause' | 'resume' | 'cancel';

/** Which statuses each action leaves from, and where it goes. */
export const SUBSCRIPTION_ACTIONS: Record<
  SubscriptionAction,
  { from: SubscriptionStatus[]; to: SubscriptionStatus }
> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  cancel: { from: ['active', 'paused'], to: 'cancelled' },
};

export { CURRENCY_BY_REGION, type Currency };

const cents = (amount: number) => Math.round(amount * 100);
const units = (value: number) => value / 100;

export interface CouponTerms {
  discountType: DiscountType;
  amount: number;
  minOrder: number;
  currency: Currency | null;
}

export type CouponProblem = 'COUPON_BELOW_MINIMUM' | 'COUPON_NOT_APPLICABLE';

/** The discount a coupon gives on a price, or why it does not apply. Never below zero. */
export function couponDiscount(
  price: number,
  currency: Currency,
  coupon: CouponTerms,
): { discount: number; total: number } | { problem: CouponProblem } {
  if (coupon.discountType === 'fixed' && coupon.currency !== currency) {
    return { problem: 'COUPON_NOT_APPLICABLE' };
  }
  if (cents(price) < cents(coupon.minOrder)) return { problem: 'COUPON_BELOW_MINIMUM' };
  const off =
    coupon.discountType === 'percentage'
      ? Math.round((cents(price) * cents(coupon.amount)) / 10_000)
      : cents(coupon.amount);
  const discount = Math.min(off, cents(price));
  return { discount: units(discount), total: units(cents(price) - discount) };
}

/** The marketplace fee on a prosker's payment: 2.99% (premium) or 4.49%, plus VAT on the fee. */
export function marketplaceFee(amount: number, premium: boolean, vatBps: number) {
  const feeBps = premium ? FEE_BPS_PREMIUM : FEE_BPS_STANDARD;
  const base = Math.round((cents(amount) * feeBps) / 10_000);
  const vat = Math.round((base * vatBps) / 10_000);
  return { feeBps, vatBps, fee: units(base + vat), net: units(cents(amount) - base - vat) };
}

/** When a paid job's money reaches the prosker (spec: 21 days). */
export function payoutDate(paidAt: Date): Date {
  return new Date(paidAt.getTime() + PAYOUT_WAIT_DAYS * 24 * 60 * 60 * 1000);
}
