import { BooleanField, NumberField, SelectField, TextField, useTranslate } from 'react-admin';
import { EnabledField } from '../components/EnabledField';
import { AdminCreateButton } from '../components/ListActions';
import { nameColumns } from '../components/names';
import { StaffList, joinLine } from '../components/StaffList';
import { choiceFilter, yesNoFilter } from '../components/filters';
import { DeleteIfUnusedButton } from '../components/Usage';
import { useIsAdmin } from '../permissions';
import { MoneyField, useMoney } from './MoneyField';
import { PERIOD_CHOICES, REGION_CHOICES, planRepresentation, planUsage, type Plan } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['position', 'id', 'region', 'name_es', 'price', 'period'];

const ANY = 'backoffice.billing.anyValue';

const planFilters = (isPhone: boolean) => [
  choiceFilter({ source: 'region', choices: REGION_CHOICES, any: ANY, alwaysOn: true }),
  yesNoFilter({ source: 'premium', any: ANY, alwaysOn: !isPhone }),
  yesNoFilter({ source: 'enabled', any: ANY, alwaysOn: !isPhone }),
];

/**
 * The plans of both regions in storefront order, with how many subscriptions each has. Admins
 * open a row to edit it and may delete the ones nobody subscribed to; support staff only read.
 */
export const PlanList = () => {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const money = useMoney();
  return (
    <StaffList<Plan>
      filters={planFilters}
      sort={{ field: 'position', order: 'ASC' }}
      sortable={SORTABLE_FIELDS}
      toolbar={<AdminCreateButton />}
      open={isAdmin ? 'edit' : false}
      phone={{
        primaryText: planRepresentation,
        secondaryText: (plan) =>
          `${money(plan.price, plan.currency)} · ${translate(
            `backoffice.billing.periods.${plan.period}`,
          )}`,
        tertiaryText: (plan) =>
          joinLine(
            translate('backoffice.plans.subscriptionCount', { smart_count: plan.subscriptions }),
            plan.enabled ? null : translate('backoffice.billing.status.disabled'),
          ),
      }}
    >
      <TextField source="id" />
      <NumberField source="position" />
      <SelectField source="region" choices={REGION_CHOICES} />
      {nameColumns()}
      <SelectField source="period" choices={PERIOD_CHOICES} />
      <MoneyField<Plan> source="price" label="resources.plans.fields.price" textAlign="right" />
      <BooleanField source="premium" sortable={false} FalseIcon={null} />
      <BooleanField source="popular" sortable={false} FalseIcon={null} />
      <EnabledField label="resources.plans.fields.status" />
      <NumberField source="subscriptions" sortable={false} />
      {isAdmin ? <DeleteIfUnusedButton<Plan> compact usage={planUsage} /> : null}
    </StaffList>
  );
};
