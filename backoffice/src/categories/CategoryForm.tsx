import type { ReactElement } from 'react';
import { BooleanInput, NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import type { Category } from './types';
import { UsageNotice } from './UsageNotice';

// Only presence is checked here: the server owns the rules and its messages land on each input.
const requiredValue = required();
const position = [required(), minValue(0)];

/**
 * The fields of a category, for both creating and editing one. `notice` heads an edit (an entry
 * in use can only be disabled); `toolbar` is the page's own (edit adds the delete button); `defaultValues` a new one's.
 */
export const CategoryForm = ({
  notice = false,
  toolbar,
  defaultValues,
}: {
  notice?: boolean;
  toolbar?: ReactElement;
  defaultValues?: Partial<Category>;
}) => (
  <SimpleForm sx={{ maxWidth: 560 }} toolbar={toolbar} defaultValues={defaultValues}>
    {notice ? <UsageNotice /> : null}
    <TextInput
      source="slug"
      validate={requiredValue}
      autoComplete="off"
      helperText="backoffice.catalogue.help.slug"
    />
    <TextInput source="name_es" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_en" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_br" validate={requiredValue} autoComplete="off" />
    <TextInput source="icon" autoComplete="off" helperText="backoffice.categories.help.icon" />
    <NumberInput
      source="position"
      min={0}
      step={1}
      validate={position}
      helperText="backoffice.catalogue.help.position"
    />
    <BooleanInput source="isDefault" />
    <BooleanInput source="enabled" helperText="backoffice.catalogue.help.enabled" />
  </SimpleForm>
);
