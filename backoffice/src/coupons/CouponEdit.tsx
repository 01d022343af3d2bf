import { Edit, SaveButton, Toolbar } from 'react-admin';
import { DeleteIfUnusedButton } from '../components/DeleteIfUnusedButton';
import { CouponForm } from './CouponForm';
import { couponInUse, couponName, toCouponBody, type Coupon } from './types';

/** Save, and on the far side delete, offered only while nobody used the coupon. */
const CouponEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteIfUnusedButton<Coupon> inUse={couponInUse} name={couponName} redirectToList />
  </Toolbar>
);

/**
 * Admins only (App.tsx). Pessimistic, so that the server's validation messages (a taken code, a
 * limit below the uses already made) come back onto the form.
 */
export const CouponEdit = () => (
  <Edit<Coupon> mutationMode="pessimistic" redirect="list" transform={toCouponBody}>
    <CouponForm notice toolbar={<CouponEditToolbar />} />
  </Edit>
);
