import {
  BooleanInput,
  DateInput,
  FunctionField,
  SelectField,
  TextField,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { fullName, usePartyName } from '../components/party-name';
import { ServerExportButton } from '../components/ServerExportButton';
import { useIsAdmin } from '../permissions';
import { BanToggleButton } from './BanToggleButton';
import { BannedField } from './BannedField';
import { USER_ROLE_CHOICES } from './roles';
import type { User } from './types';
import { StaffList, joinLine } from '../components/StaffList';
import { choiceFilter, searchFilter, yesNoFilter } from '../components/filters';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = [
  'id',
  'username',
  'firstName',
  'lastName',
  'email',
  'createdAt',
  'lastLoginAt',
];

/** Narrow enough that every filter fits on one line beside the actions at 1280 pixels. */
const DATE_FILTER = { width: 155 };

const ANY = 'backoffice.users.anyValue';

/**
 * All filters stay in view on a wide screen. On a phone five stacked inputs would push the
 * users below the fold, so only the search stays and the rest come from "add filter".
 */
const userFilters = (isPhone: boolean) => [
  searchFilter(210),
  choiceFilter({ source: 'role', choices: USER_ROLE_CHOICES, any: ANY, alwaysOn: !isPhone }),
  yesNoFilter({ source: 'banned', any: ANY, alwaysOn: !isPhone }),
  // Flagged by staff for an admin (docs/adr/0029); off lists everyone.
  <BooleanInput key="flagged" source="flagged" />,
  // Registration dates, both days included; the API reads them as YYYY-MM-DD.
  <DateInput key="createdFrom" source="createdFrom" alwaysOn={!isPhone} sx={DATE_FILTER} />,
  <DateInput key="createdTo" source="createdTo" alwaysOn={!isPhone} sx={DATE_FILTER} />,
];

/** A table on wide screens; on a phone nine columns do not fit, so one line per user. */
export const UserList = () => {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const partyName = usePartyName();
  const nameOf = (user: User) => partyName(fullName(user), user.role);
  return (
    <StaffList<User>
      filters={userFilters}
      sortable={SORTABLE_FIELDS}
      toolbar={<ServerExportButton />}
      open="show"
      phone={{
        primaryText: (user) => user.username,
        secondaryText: (user) => `${nameOf(user)} · ${user.email}`,
        tertiaryText: (user) =>
          joinLine(
            translate(`backoffice.users.roles.${user.role}`),
            user.banned && translate('backoffice.users.status.banned'),
          ),
      }}
    >
      <TextField source="id" />
      <TextField source="username" />
      <FunctionField<User>
        source="firstName"
        label="resources.users.fields.fullName"
        render={nameOf}
      />
      {/* Plain text: a mailto link would hijack the click that opens the user. */}
      <TextField source="email" />
      <SelectField source="role" choices={USER_ROLE_CHOICES} sortable={false} />
      <BannedField label="resources.users.fields.banned" />
      <LocaleDateField source="createdAt" />
      <LocaleDateField source="lastLoginAt" emptyText="backoffice.users.never" />
      {isAdmin ? <BanToggleButton compact /> : null}
    </StaffList>
  );
};
