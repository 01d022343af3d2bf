import { couponSchema } from '../../../common/schemas/billing';
import { CreatePage } from '../components/FormPages';
import { CouponInputs } from './CouponForm';
import { toCouponBody, type Coupon } from './types';

const NEW_COUPON: Partial<Coupon> = {
  discountType: 'percentage',
  minOrder: 0,
  usageLimit: 100,
  enabled: true,
};

export const CouponCreate = () => (
  <CreatePage<Coupon> transform={toCouponBody} schema={couponSchema} defaultValues={NEW_COUPON}>
    <CouponInputs />
  </CreatePage>
);
