import type { ReactElement } from 'react';
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { APPLIES_TO_CHOICES, type CancellationReason } from './types';
import { UsageNotice } from './UsageNotice';

// Only presence and sign are checked here: the server owns the rules and its messages land on
// each input.
const requiredValue = required();
const position = [required(), minValue(0)];

/**
 * The fields of a cancellation or dispute reason, for both creating and editing one: its name
 * in the three languages, whom a cancellation reason is for, its order and whether it is
 * offered. `notice` heads an edit; `toolbar` is the page's own; `defaultValues` a new one's.
 */
export const ReasonForm = ({
  withAppliesTo,
  notice = false,
  toolbar,
  defaultValues,
}: {
  withAppliesTo: boolean;
  notice?: boolean;
  toolbar?: ReactElement;
  defaultValues?: Partial<CancellationReason>;
}) => (
  <SimpleForm sx={{ maxWidth: 560 }} toolbar={toolbar} defaultValues={defaultValues}>
    {notice ? <UsageNotice /> : null}
    <TextInput source="name_es" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_en" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_br" validate={requiredValue} autoComplete="off" />
    {withAppliesTo ? (
      <SelectInput
        source="appliesTo"
        choices={APPLIES_TO_CHOICES}
        validate={requiredValue}
        helperText="backoffice.reasons.help.appliesTo"
      />
    ) : null}
    <NumberInput
      source="position"
      min={0}
      step={1}
      validate={position}
      helperText="backoffice.reasons.help.position"
    />
    <BooleanInput source="enabled" helperText="backoffice.reasons.help.enabled" />
  </SimpleForm>
);
