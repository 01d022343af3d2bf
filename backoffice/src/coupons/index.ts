import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { CouponCreate } from './CouponCreate';
import { CouponEdit } from './CouponEdit';
import { CouponList } from './CouponList';

export default {
  list: CouponList,
  /** Admins only: App.tsx registers create and edit for them alone. */
  create: CouponCreate,
  edit: CouponEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
