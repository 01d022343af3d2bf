import {
  BooleanInput,
  Edit,
  SelectInput,
  SaveButton,
  ShowButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
} from 'react-admin';
import { BanToggleButton } from './BanToggleButton';
import { USER_TYPE_CHOICES } from './roles';
import type { User } from './types';

/** What PUT /users/{id} accepts; the rest of the record (e-mail, dates...) is not staff's to set. */
const EDITABLE = [
  'firstName',
  'lastName',
  'username',
  'phoneNumber',
  'type_user',
  'isTestUser',
] as const;

type UserChanges = Pick<User, (typeof EDITABLE)[number]>;

const onlyEditable = (data: Partial<User>): Partial<UserChanges> =>
  Object.fromEntries(EDITABLE.map((field) => [field, data[field]]));

// Only presence is checked here: the server owns the rules and its messages land on each input.
const requiredValue = required();

const UserEditActions = () => (
  <TopToolbar>
    <ShowButton />
    <BanToggleButton />
  </TopToolbar>
);

/** Save only: users are never deleted from here (closing an account is the user's own step). */
const UserEditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * Admins correct a user's account data. Pessimistic, so that the server's validation
 * messages come back onto the form instead of an undo toast that later fails.
 */
export const UserEdit = () => (
  <Edit<User>
    mutationMode="pessimistic"
    redirect="show"
    transform={onlyEditable}
    actions={<UserEditActions />}
  >
    <SimpleForm sx={{ maxWidth: 560 }} toolbar={<UserEditToolbar />}>
      <TextInput source="firstName" validate={requiredValue} autoComplete="off" />
      <TextInput source="lastName" validate={requiredValue} autoComplete="off" />
      <TextInput source="username" validate={requiredValue} autoComplete="off" />
      <TextInput source="phoneNumber" type="tel" autoComplete="off" />
      <SelectInput source="type_user" choices={USER_TYPE_CHOICES} validate={requiredValue} />
      <BooleanInput source="isTestUser" />
    </SimpleForm>
  </Edit>
);
