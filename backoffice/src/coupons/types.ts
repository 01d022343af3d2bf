import { CURRENCIES } from '../../../common/regions';
import { pickFields } from '../categories/types';
import type { Usage } from '../components/Usage';
import { formatMoney } from '../plans/types';
import type { Schemas } from '../api/contract';

/** A coupon as GET /backoffice/api/coupons returns it. */
export type Coupon = Schemas['AdminCoupon'];

export const DISCOUNT_TYPE_CHOICES = (['percentage', 'fixed'] as const).map((type) => ({
  id: type,
  name: `backoffice.coupons.discountTypes.${type}`,
}));

export const CURRENCY_CHOICES = CURRENCIES.map((currency) => ({
  id: currency,
  name: currency,
}));

/** What POST and PUT accept; the use count, redemptions and dates are the server's. */
const COUPON_FIELDS = [
  'code',
  'description',
  'discountType',
  'amount',
  'currency',
  'minOrder',
  'usageLimit',
  'enabled',
] as const;

/** The body of POST and PUT: the editable fields; a percentage has no currency. */
export const toCouponBody = (data: Partial<Coupon>) => {
  const body = pickFields<Coupon, (typeof COUPON_FIELDS)[number]>(COUPON_FIELDS)(data);
  return {
    ...body,
    description: body.description ?? '',
    currency: body.discountType === 'fixed' ? body.currency : null,
    minOrder: body.minOrder ?? 0,
  };
};

/** "25 %" or "$ 500,00", in the interface language's way. */
export function formatDiscount(coupon: Coupon, locale: string): string {
  if (coupon.discountType === 'fixed' && coupon.currency) {
    return formatMoney(coupon.amount, coupon.currency, locale);
  }
  return `${coupon.amount} %`;
}

export const couponInUse = (coupon: Coupon) => coupon.redemptions > 0 || coupon.usedCount > 0;
export const couponName = (coupon: Coupon) => coupon.code;

/** A coupon nobody used may be deleted; the notice says how often it was used, of how many. */
export const couponUsage: Usage<Coupon> = {
  inUse: couponInUse,
  name: couponName,
  notice: (coupon, used) => ({
    message: `backoffice.coupons.notice.${used ? 'used' : 'unused'}`,
    args: { smart_count: coupon.usedCount, limit: coupon.usageLimit },
  }),
};
