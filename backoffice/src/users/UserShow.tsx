import {
  BooleanField,
  EditButton,
  EmailField,
  FunctionField,
  useRecordContext,
  NumberField,
  SelectField,
  TextField,
} from 'react-admin';
import { phoneInternational } from '../../../common/phone';
import { LocaleDateField } from '../components/LocaleDateField';
import { fullName, usePartyName } from '../components/party-name';
import { ShowPage, ShowSection } from '../components/ShowPage';
import { UserDeliveries } from '../notifications';
import { FlagControls } from '../flags/FlagControls';
import { ContactButton } from '../support';
import { BanToggleButton } from './BanToggleButton';
import { BannedField } from './BannedField';
import { UserAddresses } from './UserAddresses';
import { USER_ROLE_CHOICES } from './roles';
import type { User } from './types';

/** Flag the user, write to them as "Soporte Prosk" (every staff member). */
const ContactUser = () => {
  const user = useRecordContext<User>();
  return (
    <>
      <FlagControls target={user ? { userId: user.id } : undefined} />
      <ContactButton userId={user?.id} label="backoffice.support-conversations.contact" />
    </>
  );
};

/**
 * Support staff read the page and contact the user; only admins get the buttons that change the
 * user (a ban asks for the reason the user reads). Below the account, their addresses (admins
 * correct one) and what the product sent the user (admins resend a failed delivery from there).
 */
export const UserShow = () => {
  const partyName = usePartyName();
  return (
    <ShowPage
      staffActions={<ContactUser />}
      adminActions={
        <>
          <EditButton />
          <BanToggleButton />
        </>
      }
    >
      <ShowSection title="backoffice.users.sections.identity">
        <TextField source="username" />
        <FunctionField<User>
          source="firstName"
          // A closed account keeps no name: its side's name stands in the first field.
          render={(user) => user.firstName || partyName(fullName(user), user.role)}
        />
        <TextField source="lastName" emptyText="—" />
        <EmailField source="email" />
        <FunctionField<User>
          source="phoneNumber"
          render={(user) => (user.phoneNumber ? phoneInternational(user.phoneNumber) : '—')}
        />
      </ShowSection>
      <ShowSection title="backoffice.users.sections.account">
        <TextField source="id" />
        <BannedField label="resources.users.fields.status" showActive />
        <TextField source="banReason" emptyText="—" />
        <SelectField source="role" choices={USER_ROLE_CHOICES} />
        <NumberField source="type_user" />
        <BooleanField source="emailVerified" />
        <BooleanField source="isTestUser" />
      </ShowSection>
      <ShowSection title="backoffice.users.sections.activity">
        <LocaleDateField source="createdAt" showTime />
        <LocaleDateField source="lastLoginAt" showTime emptyText="backoffice.users.never" />
      </ShowSection>
      <ShowSection title="backoffice.users.sections.addresses" md={12}>
        <UserAddresses />
      </ShowSection>
      <ShowSection title="backoffice.notification-deliveries.userSection" md={12}>
        <UserDeliveries />
      </ShowSection>
    </ShowPage>
  );
};
