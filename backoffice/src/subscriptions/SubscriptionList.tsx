import {
  BooleanField,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, TwoLineCell } from '../components/StaffList';
import { choiceFilter, searchFilter } from '../components/filters';
import { useIsAdmin } from '../permissions';
import { MoneyField, useMoney } from '../plans/MoneyField';
import { SubscriptionActionButtons } from './ActionButtons';
import { StatusField } from './StatusField';
import { STATUS_CHOICES, type Subscription } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'createdAt', 'status', 'userEmail', 'nextPaymentDate', 'amount'];

const ANY = 'backoffice.billing.anyValue';

/**
 * A search by the user's e-mail or username, the status, and the plan. The user's own
 * subscriptions come from the search, or from `userId` in the address.
 */
const subscriptionFilters = (isPhone: boolean) => [
  searchFilter(),
  choiceFilter({ source: 'status', choices: STATUS_CHOICES, any: ANY, alwaysOn: !isPhone }),
  <ReferenceInput
    key="planId"
    source="planId"
    reference="plans"
    sort={{ field: 'position', order: 'ASC' }}
    filter={{ premium: true }}
    perPage={100}
    alwaysOn={!isPhone}
  >
    <SelectInput emptyText={ANY} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

/**
 * Every subscription, newest first, with its user (the e-mail, which support is asked about,
 * over the username) and plan. Read-only except for the admins' pause, resume and cancel, which
 * go through Mercado Pago; nobody creates or deletes one here.
 */
export const SubscriptionList = () => {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const money = useMoney();
  return (
    <StaffList<Subscription>
      filters={subscriptionFilters}
      sortable={SORTABLE_FIELDS}
      open="show"
      phone={{
        primaryText: (subscription) => subscription.userEmail,
        secondaryText: (subscription) =>
          `${subscription.planName} · ${money(subscription.amount, subscription.currency)}`,
        tertiaryText: (subscription) =>
          translate(`backoffice.subscriptions.statuses.${subscription.status}`),
      }}
    >
      <TextField source="id" />
      <FunctionField<Subscription>
        source="userEmail"
        label="resources.subscriptions.fields.user"
        render={(subscription) => (
          <TwoLineCell main={subscription.userEmail} detail={subscription.username} />
        )}
      />
      <TextField source="planName" sortable={false} />
      <StatusField label="resources.subscriptions.fields.status" sortable />
      <MoneyField<Subscription>
        source="amount"
        label="resources.subscriptions.fields.amount"
        textAlign="right"
      />
      <BooleanField source="trial" sortable={false} FalseIcon={null} />
      <LocaleDateField source="nextPaymentDate" emptyText="—" />
      <LocaleDateField source="createdAt" />
      {isAdmin ? <SubscriptionActionButtons compact /> : null}
    </StaffList>
  );
};
