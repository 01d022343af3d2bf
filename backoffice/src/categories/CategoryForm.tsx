import { BooleanInput, TextInput } from 'react-admin';
import { NotNegativeInput, RequiredTextInput } from '../components/inputs';
import { NameInputs, TermsInputs } from '../components/names';

/**
 * The slugs every catalogue entry has, part of the storefront's addresses: uy's (Spanish) and
 * br's (Portuguese; docs/adr/0028-translated-slugs.md).
 */
export const SlugInputs = () => (
  <>
    <RequiredTextInput source="slug" helperText="backoffice.catalogue.help.slug" />
    <RequiredTextInput source="slug_br" helperText="backoffice.catalogue.help.slug_br" />
  </>
);

/** A catalogue entry's order on the storefront. */
export const PositionInput = () => (
  <NotNegativeInput source="position" helperText="backoffice.catalogue.help.position" />
);

/** The fields of a category, for both creating and editing one. */
export const CategoryInputs = () => (
  <>
    <SlugInputs />
    <NameInputs />
    <TermsInputs />
    <TextInput source="icon" autoComplete="off" helperText="backoffice.categories.help.icon" />
    <PositionInput />
    <BooleanInput source="isDefault" />
    <BooleanInput source="enabled" helperText="backoffice.catalogue.help.enabled" />
  </>
);
