import { couponSchema } from '../../../common/schemas/billing';
import { EditPage } from '../components/FormPages';
import { CouponInputs } from './CouponForm';
import { couponUsage, toCouponBody, type Coupon } from './types';

/** The server's messages (a taken code, a limit below the uses already made) land on the form. */
export const CouponEdit = () => (
  <EditPage<Coupon> transform={toCouponBody} schema={couponSchema} usage={couponUsage}>
    <CouponInputs />
  </EditPage>
);
