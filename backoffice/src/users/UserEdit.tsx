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
} from 'react-admin';
import { adminUserUpdateSchema } from '../../../common/schemas/accounts';
import { pickFields } from '../categories/types';
import { schemaResolver } from '../components/schema-resolver';
import { RequiredTextInput, requiredValue } from '../components/inputs';
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

const onlyEditable = pickFields<User, (typeof EDITABLE)[number]>(EDITABLE);
/** A number typed without its country code is read as the user's region writes them. */
const regionOfUser = (user: User) => ({ region: user.region });

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
    <SimpleForm
      sx={{ maxWidth: 560 }}
      toolbar={<UserEditToolbar />}
      resolver={schemaResolver(adminUserUpdateSchema, onlyEditable, regionOfUser)}
    >
      <RequiredTextInput source="firstName" />
      <RequiredTextInput source="lastName" />
      <RequiredTextInput source="username" />
      <TextInput source="phoneNumber" type="tel" autoComplete="off" />
      <SelectInput source="type_user" choices={USER_TYPE_CHOICES} validate={requiredValue} />
      <BooleanInput source="isTestUser" />
    </SimpleForm>
  </Edit>
);
