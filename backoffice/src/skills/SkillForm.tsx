import { BooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { requiredValue } from '../components/inputs';
import { NameInputs, TermsInputs } from '../components/names';
import { PositionInput, SlugInputs } from '../categories/CategoryForm';

/** The fields of a skill, for both creating and editing one. */
export const SkillInputs = () => (
  <>
    <ReferenceInput
      source="categoryId"
      reference="categories"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={100}
    >
      <SelectInput validate={requiredValue} />
    </ReferenceInput>
    <SlugInputs />
    <NameInputs />
    <TermsInputs />
    <PositionInput />
    <BooleanInput source="enabled" helperText="backoffice.catalogue.help.enabled" />
  </>
);
