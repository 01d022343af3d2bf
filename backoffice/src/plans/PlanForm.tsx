import { Typography } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../common/i18n';
import { NotNegativeInput, requiredValue } from '../components/inputs';
import { NameInputs } from '../components/names';
import { PERIOD_CHOICES, REGION_CHOICES, planUsage, type Plan } from './types';

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
  const locked = Boolean(plan && planUsage.inUse(plan));
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

/** The fields of a plan, for both creating and editing one. */
export const PlanInputs = () => (
  <>
    <NameInputs />
    <BillingTerms />
    <NotNegativeInput source="price" step={0.01} helperText="backoffice.plans.help.price" />
    <BooleanInput source="popular" helperText="backoffice.plans.help.popular" />
    <NotNegativeInput source="position" helperText="backoffice.plans.help.position" />
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
  </>
);
