import { accountSchema } from '../../../common/schemas/accounts';
import { PasswordField } from '../forms/PasswordField';
import { EmailField, NewPasswordFields } from '../forms/PersonFields';
import { PhoneField } from '../forms/PhoneField';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import { useSignedInUser } from '../session/session';
import type { SessionUser } from '../session/user';
import { phoneForEditing } from './phone-for-editing';
import { FormAlert } from '../forms/FormAlert';
import { Divider, Text } from '../ui';
import { SettingsForm, useSettingsForm } from './SettingsForm';
import styles from './AccountSettingsPage.module.css';

interface AccountValues {
  email: string;
  phoneNumber: string;
  newPassword: string;
  newPasswordConfirmation: string;
  currentPassword: string;
}

const FIELDS = [
  'email',
  'phoneNumber',
  'newPassword',
  'newPasswordConfirmation',
  'currentPassword',
] as const;

function valuesOf(user: SessionUser): AccountValues {
  return {
    email: user.email ?? '',
    phoneNumber: phoneForEditing(user),
    newPassword: '',
    newPasswordConfirmation: '',
    currentPassword: '',
  };
}

/**
 * Only what changed is validated and sent: the schema treats a given e-mail, phone or new
 * password as a request to change it, and an empty field means "keep it".
 */
function changesOnly(values: AccountValues, user: SessionUser): Record<string, unknown> {
  const body: Record<string, unknown> = { currentPassword: values.currentPassword };
  const email = values.email.trim();
  if (email !== '' && email.toLowerCase() !== (user.email ?? '').toLowerCase()) body.email = email;
  const phone = values.phoneNumber.trim();
  if (phone !== '' && phone !== phoneForEditing(user)) body.phoneNumber = phone;
  if (values.newPassword !== '' || values.newPasswordConfirmation !== '') {
    body.newPassword = values.newPassword;
    body.newPasswordConfirmation = values.newPasswordConfirmation;
  }
  return body;
}

/** Account settings: e-mail, phone and password, each change confirmed by the current password. */
export default function AccountSettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const form = useSettingsForm(
    schemaResolver<AccountValues, typeof accountSchema>(accountSchema, (values) =>
      changesOnly(values, user),
    ),
    valuesOf,
  );
  const { control } = form;

  return (
    <SettingsForm
      section="account"
      form={form}
      valuesOf={valuesOf}
      serverFields={{
        fields: FIELDS,
        byCode: { AUTH_CURRENT_PASSWORD_WRONG: 'currentPassword', EMAIL_TAKEN: 'email' },
      }}
      notice={
        user.pendingEmail && (
          <FormAlert severity="info" data-testid="pending-email">
            {t('settings.account.pendingEmail', { email: user.pendingEmail, current: user.email })}
          </FormAlert>
        )
      }
    >
      <EmailField control={control} name="email" />
      <PhoneField control={control} name="phoneNumber" region={user.region} />
      <Divider className={styles.divider} />
      <div>
        <Text variant="h3">{t('settings.account.passwordSection')}</Text>
        <Text variant="body2" tone="secondary">
          {t('settings.account.passwordSectionHelp')}
        </Text>
      </div>
      <NewPasswordFields
        control={control}
        names={['newPassword', 'newPasswordConfirmation']}
        labels="newPassword"
      />
      <Divider className={styles.divider} />
      <Text variant="h3">{t('settings.account.confirmSection')}</Text>
      <PasswordField
        control={control}
        name="currentPassword"
        label={t('settings.account.currentPassword')}
        autoComplete="current-password"
        required
      />
    </SettingsForm>
  );
}
