import { Create } from 'react-admin';
import { CouponForm } from './CouponForm';
import { toCouponBody, type Coupon } from './types';

const NEW_COUPON: Partial<Coupon> = {
  discountType: 'percentage',
  minOrder: 0,
  usageLimit: 100,
  enabled: true,
};

/** Admins only (App.tsx). Back to the list afterwards. */
export const CouponCreate = () => (
  <Create<Coupon> redirect="list" transform={toCouponBody}>
    <CouponForm defaultValues={NEW_COUPON} />
  </Create>
);
