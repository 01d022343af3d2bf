import type { ReactElement } from 'react';
import {
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { UsageNotice } from '../categories/UsageNotice';
import type { Skill } from './types';

// Only presence is checked here: the server owns the rules and its messages land on each input.
const requiredValue = required();
const position = [required(), minValue(0)];

/**
 * The fields of a skill, for both creating and editing one. `notice` heads an edit (an entry
 * in use can only be disabled); `toolbar` is the page's own (edit adds the delete button).
 */
export const SkillForm = ({
  notice = false,
  toolbar,
  defaultValues,
}: {
  notice?: boolean;
  toolbar?: ReactElement;
  defaultValues?: Partial<Skill>;
}) => (
  <SimpleForm sx={{ maxWidth: 560 }} toolbar={toolbar} defaultValues={defaultValues}>
    {notice ? <UsageNotice /> : null}
    <ReferenceInput
      source="categoryId"
      reference="categories"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={100}
    >
      <SelectInput validate={requiredValue} />
    </ReferenceInput>
    <TextInput
      source="slug"
      validate={requiredValue}
      autoComplete="off"
      helperText="backoffice.catalogue.help.slug"
    />
    <TextInput source="name_es" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_en" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_br" validate={requiredValue} autoComplete="off" />
    <NumberInput
      source="position"
      min={0}
      step={1}
      validate={position}
      helperText="backoffice.catalogue.help.position"
    />
    <BooleanInput source="enabled" helperText="backoffice.catalogue.help.enabled" />
  </SimpleForm>
);
