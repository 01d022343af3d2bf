import { BooleanInput, SelectInput } from 'react-admin';
import { NotNegativeInput, requiredValue } from '../components/inputs';
import { NameInputs } from '../components/names';
import { APPLIES_TO_CHOICES } from './types';

/**
 * The fields of a cancellation or dispute reason, for both creating and editing one: its name
 * in the three languages, whom a cancellation reason is for, its order and whether it is
 * offered.
 */
export const ReasonInputs = ({ withAppliesTo }: { withAppliesTo: boolean }) => (
  <>
    <NameInputs />
    {withAppliesTo ? (
      <SelectInput
        source="appliesTo"
        choices={APPLIES_TO_CHOICES}
        validate={requiredValue}
        helperText="backoffice.reasons.help.appliesTo"
      />
    ) : null}
    <NotNegativeInput source="position" helperText="backoffice.reasons.help.position" />
    <BooleanInput source="enabled" helperText="backoffice.reasons.help.enabled" />
  </>
);
