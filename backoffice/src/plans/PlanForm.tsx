import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LANGUAGES } from '../../../common/i18n';
import { PlanNotice } from './PlanNotice';
import { PERIOD_CHOICES, REGION_CHOICES, type Plan } from './types';

// Only presence and sign are checked here: the server owns the rules and its messages land on
// each input.
const requiredValue = required();
const notNegative = [required(), minValue(0)];

/** One inclusion per line in the textarea; a list in the record. */
const linesToText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const textToLines = (value: string) => value.split('\n');

const Heading = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
      {translate(children)}
    </Typography>
  );
};

/** What billing depends on cannot change once anyone subscribed (the server refuses too). */
const BillingTerms = () => {
  const plan = useRecordContext<Plan>();
  const locked = Boolean(plan && plan.subscriptions > 0);
  return (
    <>
      <SelectInput
        source="region"
        choices={REGION_CHOICES}
        validate={requiredValue}
        readOnly={locked}
        helperText="backoffice.plans.help.region"
      />
      <SelectInput
        source="period"
        choices={PERIOD_CHOICES}
        validate={requiredValue}
        readOnly={locked}
      />
      <BooleanInput source="premium" readOnly={locked} helperText="backoffice.plans.help.premium" />
    </>
  );
};

/**
 * The fields of a plan, for both creating and editing one. `notice` heads an edit (a plan with
 * subscriptions can only be disabled); `toolbar` is the page's own; `defaultValues` a new one's.
 */
export const PlanForm = ({
  notice = false,
  toolbar,
  defaultValues,
}: {
  notice?: boolean;
  toolbar?: ReactElement;
  defaultValues?: Partial<Plan>;
}) => (
  <SimpleForm sx={{ maxWidth: 640 }} toolbar={toolbar} defaultValues={defaultValues}>
    {notice ? <PlanNotice /> : null}
    <TextInput source="name_es" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_en" validate={requiredValue} autoComplete="off" />
    <TextInput source="name_br" validate={requiredValue} autoComplete="off" />
    <BillingTerms />
    <NumberInput
      source="price"
      min={0}
      step={0.01}
      validate={notNegative}
      helperText="backoffice.plans.help.price"
    />
    <BooleanInput source="popular" helperText="backoffice.plans.help.popular" />
    <NumberInput
      source="position"
      min={0}
      step={1}
      validate={notNegative}
      helperText="backoffice.plans.help.position"
    />
    <BooleanInput source="enabled" helperText="backoffice.plans.help.enabled" />
    <Heading>resources.plans.fields.inclusions</Heading>
    {LANGUAGES.map((language) => (
      <TextInput
        key={language}
        source={`inclusions.${language}`}
        label={`backoffice.plans.inclusions.${language}`}
        multiline
        minRows={3}
        format={linesToText}
        parse={textToLines}
        helperText="backoffice.plans.help.inclusions"
      />
    ))}
  </SimpleForm>
);
