import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { USER_ROLE_CHOICES } from './roles';
import type { User } from './types';

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

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    choices={USER_ROLE_CHOICES}
    emptyText="backoffice.users.anyValue"
    alwaysOn
  />,
  <NullableBooleanInput
    key="banned"
    source="banned"
    nullLabel="backoffice.users.anyValue"
    alwaysOn
  />,
];

const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

const UserListActions = () => {
  const isPhone = useIsPhone();
  return <TopToolbar>{isPhone ? <SortButton fields={SORTABLE_FIELDS} /> : null}</TopToolbar>;
};

/** A table on wide screens; on a phone nine columns do not fit, so one line per user. */
export const UserList = () => {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  return (
    <List<User>
      filters={userFilters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
      actions={<UserListActions />}
    >
      {isPhone ? (
        <SimpleList<User>
          primaryText={(user) => user.username}
          secondaryText={(user) => `${user.firstName} ${user.lastName} · ${user.email}`}
          tertiaryText={(user) => translate(`backoffice.users.roles.${user.role}`)}
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
          {/* Only a suspension is worth an icon; a column of crosses is noise. */}
          <BooleanField source="banned" sortable={false} FalseIcon={null} />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="lastLoginAt" emptyText="backoffice.users.never" />
        </Datagrid>
      )}
    </List>
  );
};
