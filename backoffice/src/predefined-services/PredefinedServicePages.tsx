import {
  BooleanInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { LANGUAGES } from '../../../common/i18n';
import { predefinedServiceSchema } from '../../../common/schemas/jobs';
import { EnabledField } from '../components/EnabledField';
import { CreatePage, EditPage } from '../components/FormPages';
import { NotNegativeInput, RequiredTextInput, requiredValue } from '../components/inputs';
import { AdminCreateButton } from '../components/ListActions';
import { StaffList, joinLine } from '../components/StaffList';
import { searchFilter, yesNoFilter } from '../components/filters';
import { useIsAdmin } from '../permissions';
import { predefinedServiceUsage, toPredefinedServiceBody, type PredefinedService } from './types';

const filters = (isPhone: boolean) => [
  searchFilter(),
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="categories"
    sort={{ field: 'position', order: 'ASC' }}
    perPage={100}
    alwaysOn={!isPhone}
  >
    <SelectInput emptyText="backoffice.catalogue.anyCategory" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  yesNoFilter({ source: 'enabled', any: 'backoffice.jobs.anyValue', alwaysOn: !isPhone }),
];

/**
 * The predefined services proskers publish in two clicks, by category, with how many services
 * and jobs came from each. Admins open a row to edit or retire it; support staff read.
 */
export const PredefinedServiceList = () => {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  return (
    <StaffList<PredefinedService>
      filters={filters}
      sort={{ field: 'categoryId', order: 'ASC' }}
      sortable={['categoryId', 'position', 'id', 'title_es', 'usage']}
      toolbar={<AdminCreateButton />}
      open={isAdmin ? 'edit' : false}
      phone={{
        primaryText: (service) => service.title_es,
        secondaryText: (service) => `${service.title_en} · ${service.title_br}`,
        tertiaryText: (service) =>
          joinLine(service.enabled ? null : translate('backoffice.billing.status.disabled')),
      }}
    >
      <TextField source="id" />
      <ReferenceField source="categoryId" reference="categories" link={false} />
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          source={`title_${language}`}
          sortable={language === 'es' ? undefined : false}
        />
      ))}
      <TextField source="position" />
      <TextField source="usage" />
      <EnabledField label="resources.predefined-services.fields.enabled" />
    </StaffList>
  );
};

/** Its category, its title in every language, whether it is by appointment, order, offered. */
const PredefinedServiceInputs = () => (
  <>
    <ReferenceInput
      source="categoryId"
      reference="categories"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={100}
    >
      <SelectInput validate={requiredValue} />
    </ReferenceInput>
    {LANGUAGES.map((language) => (
      <RequiredTextInput key={language} source={`title_${language}`} />
    ))}
    <BooleanInput
      source="requiresAppointment"
      helperText="backoffice.predefined-services.help.requiresAppointment"
    />
    <NotNegativeInput source="position" helperText="backoffice.reasons.help.position" />
    <BooleanInput source="enabled" helperText="backoffice.predefined-services.help.enabled" />
  </>
);

export const PredefinedServiceCreate = () => (
  <CreatePage<PredefinedService>
    transform={toPredefinedServiceBody}
    schema={predefinedServiceSchema}
    defaultValues={{ enabled: true, requiresAppointment: true, position: 0 }}
  >
    <PredefinedServiceInputs />
  </CreatePage>
);

export const PredefinedServiceEdit = () => (
  <EditPage<PredefinedService>
    transform={toPredefinedServiceBody}
    schema={predefinedServiceSchema}
    usage={predefinedServiceUsage}
  >
    <PredefinedServiceInputs />
  </EditPage>
);
