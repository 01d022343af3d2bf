import {
  BooleanField,
  BooleanInput,
  FunctionField,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList } from '../components/StaffList';

export interface PaymentRecord {
  id: number;
  kind: 'job' | 'subscription';
  jobId: number | null;
  payerEmail: string | null;
  amount: number;
  /** The fee as it was charged (its rate stored with it); null on an attempt that moved none. */
  fee: number | null;
  feeBps: number | null;
  vatBps: number | null;
  currency: string;
  status: string;
  duplicate: boolean;
  mpPaymentId: number | null;
  createdAt: string;
}

const STATUSES = ['pendingPayment', 'paid', 'rejected', 'refunded', 'cancelled', 'duplicate'];
const STATUS_CHOICES = STATUSES.map((id) => ({
  id,
  name: `backoffice.payments.statuses.${id}`,
}));
const KIND_CHOICES = ['job', 'subscription'].map((id) => ({
  id,
  name: `backoffice.payments.kinds.${id}`,
}));

const paymentFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={STATUS_CHOICES}
    emptyText="backoffice.payments.anyValue"
    alwaysOn
  />,
  <BooleanInput
    key="duplicate"
    source="duplicate"
    label="backoffice.payments.duplicateOnly"
    alwaysOn
  />,
];

export const PaymentList = () => {
  const translate = useTranslate();
  const status = (p: PaymentRecord) =>
    translate(`backoffice.payments.statuses.${p.status}`, { _: p.status });
  return (
    <StaffList<PaymentRecord>
      filters={paymentFilters}
      log
      empty={false}
      open={false}
      phone={{
        primaryText: (p) => `#${p.id} · ${p.currency} ${p.amount.toFixed(2)}`,
        secondaryText: (p) =>
          `${status(p)}${p.jobId !== null ? ` · #${p.jobId}` : ''}${p.payerEmail ? ` · ${p.payerEmail}` : ''}`,
        tertiaryText: (p) => new Date(p.createdAt).toLocaleDateString(),
      }}
      tableSx={{}}
    >
      <TextField source="id" />
      <LocaleDateField source="createdAt" showTime />
      <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
      <TextField source="jobId" />
      <TextField source="payerEmail" sortable={false} />
      <FunctionField<PaymentRecord>
        source="amount"
        render={(p) => `${p.currency} ${p.amount.toFixed(2)}`}
      />
      <FunctionField<PaymentRecord>
        source="fee"
        sortable={false}
        render={(p) =>
          p.fee === null || p.feeBps === null
            ? translate('backoffice.payments.noFee')
            : translate('backoffice.payments.feeRate', {
                amount: `${p.currency} ${p.fee.toFixed(2)}`,
                percent: `${(p.feeBps / 100).toFixed(2)} %`,
              })
        }
      />
      <SelectField source="status" choices={STATUS_CHOICES} />
      <BooleanField source="duplicate" sortable={false} />
      <TextField source="mpPaymentId" sortable={false} />
    </StaffList>
  );
};
