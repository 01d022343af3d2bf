import { BooleanInput, TextInput } from 'react-admin';
import { NotNegativeInput, RequiredTextInput } from '../components/inputs';
import { NameInputs, TermsInputs } from '../components/names';

/** The slug every catalogue entry has, part of the storefront's addresses. */
export const SlugInput = () => (
  <RequiredTextInput source="slug" helperText="backoffice.catalogue.help.slug" />
);

/** A catalogue entry's order on the storefront. */
export const PositionInput = () => (
  <NotNegativeInput source="position" helperText="backoffice.catalogue.help.position" />
);

/** The fields of a category, for both creating and editing one. */
export const CategoryInputs = () => (
  <>
    <SlugInput />
    <NameInputs />
    <TermsInputs />
    <TextInput source="icon" autoComplete="off" helperText="backoffice.categories.help.icon" />
    <PositionInput />
    <BooleanInput source="isDefault" />
    <BooleanInput source="enabled" helperText="backoffice.catalogue.help.enabled" />
  </>
);
