import { NumberInput, TextInput, minValue, required } from 'react-admin';

// Only presence and sign are checked in the forms: the server owns the rules and its messages
// land on each input.
export const requiredValue = required();
export const notNegative = [required(), minValue(0)];

/** A required text staff type (a name, a slug, a code), which the browser must not autofill. */
export const RequiredTextInput = ({
  source,
  helperText,
}: {
  source: string;
  helperText?: string;
}) => (
  <TextInput source={source} validate={requiredValue} autoComplete="off" helperText={helperText} />
);

/**
 * A required number that cannot be negative: a count or an order (`step` 1, the default) or an
 * amount of money (`step` 0.01).
 */
export const NotNegativeInput = ({
  source,
  step = 1,
  helperText,
}: {
  source: string;
  step?: number;
  helperText?: string;
}) => (
  <NumberInput source={source} min={0} step={step} validate={notNegative} helperText={helperText} />
);
