import {
  AutocompleteInput,
  FunctionField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, TwoLineCell, joinLine } from '../components/StaffList';
import { choiceFilter, searchFilter } from '../components/filters';
import { MoneyField, useMoney } from '../plans/MoneyField';
import { REGION_CHOICES, STATE_CHOICES, type Service } from './types';

const ANY = 'backoffice.jobs.anyValue';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'title', 'price', 'createdAt', 'openJobs'];

/** The title, the prosker (by name, e-mail or username), the category, the region, the state. */
const serviceFilters = (isPhone: boolean) => [
  searchFilter(220),
  <ReferenceInput
    key="proskerId"
    source="proskerId"
    reference="users"
    filter={{ role: 'prosker' }}
    alwaysOn={!isPhone}
  >
    <AutocompleteInput optionText="username" sx={{ width: 200 }} />
  </ReferenceInput>,
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="categories"
    sort={{ field: 'position', order: 'ASC' }}
    perPage={100}
    alwaysOn={!isPhone}
  >
    <SelectInput emptyText="backoffice.catalogue.anyCategory" sx={{ minWidth: 160 }} />
  </ReferenceInput>,
  choiceFilter({ source: 'region', choices: REGION_CHOICES, any: ANY, alwaysOn: !isPhone }),
  choiceFilter({ source: 'state', choices: STATE_CHOICES, any: ANY, alwaysOn: !isPhone }),
];

/**
 * The services proskers published, newest first, with their prosker, category, price and
 * state. A row opens the service, where admins withdraw it.
 */
export const ServiceList = () => {
  const money = useMoney();
  return (
    <StaffList<Service>
      filters={serviceFilters}
      sortable={SORTABLE_FIELDS}
      open="show"
      phone={{
        primaryText: (service) => service.title,
        secondaryText: (service) =>
          joinLine(service.proskerUsername, money(service.price, service.currency)),
        tertiaryText: (service) => service.categoryName,
      }}
    >
      <TextField source="id" />
      <TextField source="title" />
      <FunctionField<Service>
        source="proskerId"
        label="resources.services.fields.prosker"
        sortable={false}
        render={(service) => (
          <TwoLineCell main={service.proskerUsername} detail={service.proskerEmail} />
        )}
      />
      <TextField source="categoryName" sortable={false} />
      <SelectField source="region" choices={REGION_CHOICES} sortable={false} />
      <MoneyField<Service>
        source="price"
        label="resources.services.fields.price"
        textAlign="right"
      />
      <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
      <TextField source="openJobs" />
      <LocaleDateField source="createdAt" />
    </StaffList>
  );
};
