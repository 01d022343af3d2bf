import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PaymentList } from './PaymentList';

/**
 * Read-only: payments change only through Mercado Pago. Staff find here, among others, the
 * duplicate charges of a job that the product refunded by itself.
 */
export default {
  list: PaymentList,
  icon: ReceiptLongIcon,
};
