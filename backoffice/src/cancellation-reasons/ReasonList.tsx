import { FunctionField, NumberField, SelectField, TextField, useTranslate } from 'react-admin';
import { EnabledField } from '../components/EnabledField';
import { AdminCreateButton } from '../components/ListActions';
import { nameColumns, namePhoneLines } from '../components/names';
import { StaffList, joinLine } from '../components/StaffList';
import { choiceFilter, searchFilter, yesNoFilter } from '../components/filters';
import { DeleteIfUnusedButton } from '../components/Usage';
import { useIsAdmin } from '../permissions';
import { APPLIES_TO_CHOICES, isSystemReason, reasonUsage, type CancellationReason } from './types';

const ANY = 'backoffice.jobs.anyValue';

const reasonFilters = (withAppliesTo: boolean) => (isPhone: boolean) => [
  searchFilter(),
  ...(withAppliesTo
    ? [
        choiceFilter({
          source: 'appliesTo',
          choices: APPLIES_TO_CHOICES,
          any: ANY,
          alwaysOn: !isPhone,
        }),
      ]
    : []),
  yesNoFilter({ source: 'enabled', any: ANY, alwaysOn: !isPhone }),
];

/**
 * The reasons in the order clients and proskers are offered them, with how many jobs gave
 * each. Admins open a row to edit it and may delete the ones no job gave; support staff only
 * read. Cancellation reasons also say whom they are for (`withAppliesTo`).
 */
export const ReasonList = ({ withAppliesTo }: { withAppliesTo: boolean }) => {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const sortable = ['position', 'id', 'name_es', ...(withAppliesTo ? ['appliesTo'] : []), 'usage'];
  return (
    <StaffList<CancellationReason>
      filters={reasonFilters(withAppliesTo)}
      sort={{ field: 'position', order: 'ASC' }}
      sortable={sortable}
      toolbar={<AdminCreateButton />}
      open={(reason) => (isAdmin && !isSystemReason(reason) ? 'edit' : false)}
      phone={{
        ...namePhoneLines,
        tertiaryText: (reason) =>
          joinLine(
            withAppliesTo && translate(`backoffice.reasons.appliesTo.${reason.appliesTo}`),
            reason.enabled ? null : translate('backoffice.billing.status.disabled'),
            isSystemReason(reason) && translate('backoffice.reasons.system'),
          ),
      }}
      tableSx={{
        '& .MuiTableCell-root': { px: 1 },
        '& th.column-appliesTo': { whiteSpace: 'nowrap' },
      }}
    >
      <TextField source="id" />
      <NumberField source="position" />
      {nameColumns()}
      {withAppliesTo ? <SelectField source="appliesTo" choices={APPLIES_TO_CHOICES} /> : null}
      <EnabledField
        label={`resources.${withAppliesTo ? 'cancellation' : 'help'}-reasons.fields.status`}
      />
      <NumberField source="usage" />
      {withAppliesTo ? (
        <FunctionField<CancellationReason>
          source="system"
          sortable={false}
          render={(reason) =>
            isSystemReason(reason) ? translate('backoffice.reasons.system') : ''
          }
        />
      ) : null}
      {isAdmin ? <DeleteIfUnusedButton<CancellationReason> compact usage={reasonUsage} /> : null}
    </StaffList>
  );
};
