import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { ServerExportButton } from '../components/ServerExportButton';
import { useIsAdmin } from '../permissions';
import { BanToggleButton } from './BanToggleButton';
import { BannedField } from './BannedField';
import { USER_ROLE_CHOICES } from './roles';
import type { User } from './types';
import { ListActions, ListPagination, useIsPhone } from '../components/ListActions';

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

/**
 * All filters stay in view on a wide screen. On a phone five stacked inputs would push the
 * users below the fold, so only the search stays and the rest come from "add filter".
 */
const userFilters = (isPhone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 210 } }} />,
  <SelectInput
    key="role"
    source="role"
    choices={USER_ROLE_CHOICES}
    emptyText="backoffice.users.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 140 }}
  />,
  <NullableBooleanInput
    key="banned"
    source="banned"
    nullLabel="backoffice.users.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 140 }}
  />,
  // Registration dates, both days included; the API reads them as YYYY-MM-DD.
  <DateInput key="createdFrom" source="createdFrom" alwaysOn={!isPhone} sx={DATE_FILTER} />,
  <DateInput key="createdTo" source="createdTo" alwaysOn={!isPhone} sx={DATE_FILTER} />,
];

const UserListActions = () => (
  <ListActions sortable={SORTABLE_FIELDS}>
    <ServerExportButton />
  </ListActions>
);

/** A table on wide screens; on a phone nine columns do not fit, so one line per user. */
export const UserList = () => {
  const isPhone = useIsPhone();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  return (
    <List<User>
      filters={userFilters(isPhone)}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      // The export is the server's (ServerExportButton), not react-admin's in-browser one.
      exporter={false}
      actions={<UserListActions />}
    >
      {isPhone ? (
        <SimpleList<User>
          primaryText={(user) => user.username}
          secondaryText={(user) => `${user.firstName} ${user.lastName} · ${user.email}`}
          tertiaryText={(user) =>
            [
              translate(`backoffice.users.roles.${user.role}`),
              user.banned ? translate('backoffice.users.status.banned') : null,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          linkType="show"
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          size="small"
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <TextField source="id" />
          <TextField source="username" />
          <FunctionField<User>
            source="firstName"
            label="resources.users.fields.fullName"
            render={(user) => `${user.firstName} ${user.lastName}`}
          />
          {/* Plain text: a mailto link would hijack the click that opens the user. */}
          <TextField source="email" />
          <SelectField source="role" choices={USER_ROLE_CHOICES} sortable={false} />
          <BannedField label="resources.users.fields.banned" />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="lastLoginAt" emptyText="backoffice.users.never" />
          {isAdmin ? <BanToggleButton compact /> : null}
        </Datagrid>
      )}
    </List>
  );
};
