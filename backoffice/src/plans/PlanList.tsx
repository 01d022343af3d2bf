import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useIsAdmin } from '../permissions';
import { DeleteIfUnusedButton } from '../components/DeleteIfUnusedButton';
import { EnabledField } from './EnabledField';
import { MoneyField } from './MoneyField';
import {
  PERIOD_CHOICES,
  REGION_CHOICES,
  formatMoney,
  planRepresentation,
  type Plan,
} from './types';
import {
  AdminCreateButton,
  ListActions,
  ListPagination,
  useIsPhone,
} from '../components/ListActions';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['position', 'id', 'region', 'name_es', 'price', 'period'];

const planFilters = (isPhone: boolean) => [
  <SelectInput
    key="region"
    source="region"
    choices={REGION_CHOICES}
    emptyText="backoffice.billing.anyValue"
    alwaysOn
    sx={{ minWidth: 140 }}
  />,
  <NullableBooleanInput
    key="premium"
    source="premium"
    nullLabel="backoffice.billing.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 140 }}
  />,
  <NullableBooleanInput
    key="enabled"
    source="enabled"
    nullLabel="backoffice.billing.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 140 }}
  />,
];

const PlanListActions = () => (
  <ListActions sortable={SORTABLE_FIELDS}>
    <AdminCreateButton />
  </ListActions>
);

const inUse = (plan: Plan) => plan.subscriptions > 0;

/**
 * The plans of both regions in storefront order, with how many subscriptions each has. Admins
 * open a row to edit it and may delete the ones nobody subscribed to; support staff only read.
 */
export const PlanList = () => {
  const isPhone = useIsPhone();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List<Plan>
      filters={planFilters(isPhone)}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={<PlanListActions />}
    >
      {isPhone ? (
        <SimpleList<Plan>
          primaryText={planRepresentation}
          secondaryText={(plan) =>
            `${formatMoney(plan.price, plan.currency, locale)} · ${translate(
              `backoffice.billing.periods.${plan.period}`,
            )}`
          }
          tertiaryText={(plan) =>
            [
              translate('backoffice.plans.subscriptionCount', {
                smart_count: plan.subscriptions,
              }),
              plan.enabled ? null : translate('backoffice.billing.status.disabled'),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          linkType={isAdmin ? 'edit' : false}
        />
      ) : (
        <Datagrid
          rowClick={isAdmin ? 'edit' : false}
          bulkActionButtons={false}
          size="small"
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <TextField source="id" />
          <NumberField source="position" />
          <SelectField source="region" choices={REGION_CHOICES} />
          <TextField source="name_es" />
          <TextField source="name_en" sortable={false} />
          <TextField source="name_br" sortable={false} />
          <SelectField source="period" choices={PERIOD_CHOICES} />
          <MoneyField<Plan> source="price" label="resources.plans.fields.price" textAlign="right" />
          <BooleanField source="premium" sortable={false} FalseIcon={null} />
          <BooleanField source="popular" sortable={false} FalseIcon={null} />
          <EnabledField label="resources.plans.fields.status" />
          <NumberField source="subscriptions" sortable={false} />
          {isAdmin ? (
            <DeleteIfUnusedButton<Plan> compact inUse={inUse} name={planRepresentation} />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};
