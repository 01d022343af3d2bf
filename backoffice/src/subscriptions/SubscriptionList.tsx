import { Box } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { useIsAdmin } from '../permissions';
import { MoneyField } from '../plans/MoneyField';
import { formatMoney } from '../plans/types';
import { SubscriptionActionButtons } from './ActionButtons';
import { StatusField } from './StatusField';
import { STATUS_CHOICES, type Subscription } from './types';
import { ListActions, ListPagination, useIsPhone } from '../components/ListActions';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'createdAt', 'status', 'userEmail', 'nextPaymentDate', 'amount'];

/**
 * A search by the user's e-mail or username, the status, and the plan. The user's own
 * subscriptions come from the search, or from `userId` in the address.
 */
const subscriptionFilters = (isPhone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 240 } }} />,
  <SelectInput
    key="status"
    source="status"
    choices={STATUS_CHOICES}
    emptyText="backoffice.billing.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 140 }}
  />,
  <ReferenceInput
    key="planId"
    source="planId"
    reference="plans"
    sort={{ field: 'position', order: 'ASC' }}
    filter={{ premium: true }}
    perPage={100}
    alwaysOn={!isPhone}
  >
    <SelectInput emptyText="backoffice.billing.anyValue" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

const SubscriptionListActions = () => <ListActions sortable={SORTABLE_FIELDS} />;

/** The user as e-mail over username: the e-mail is what support is asked about. */
const UserCell = ({ subscription }: { subscription: Subscription }) => (
  <Box>
    <Box component="span" sx={{ display: 'block' }}>
      {subscription.userEmail}
    </Box>
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
      {subscription.username}
    </Box>
  </Box>
);

/**
 * Every subscription, newest first, with its user and plan. Read-only except for the admins'
 * pause, resume and cancel, which go through Mercado Pago; nobody creates or deletes one here.
 */
export const SubscriptionList = () => {
  const isPhone = useIsPhone();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List<Subscription>
      filters={subscriptionFilters(isPhone)}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={<SubscriptionListActions />}
    >
      {isPhone ? (
        <SimpleList<Subscription>
          primaryText={(subscription) => subscription.userEmail}
          secondaryText={(subscription) =>
            `${subscription.planName} · ${formatMoney(
              subscription.amount,
              subscription.currency,
              locale,
            )}`
          }
          tertiaryText={(subscription) =>
            translate(`backoffice.subscriptions.statuses.${subscription.status}`)
          }
          linkType="show"
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          size="small"
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <TextField source="id" />
          <FunctionField<Subscription>
            source="userEmail"
            label="resources.subscriptions.fields.user"
            render={(subscription) => <UserCell subscription={subscription} />}
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
        </Datagrid>
      )}
    </List>
  );
};
