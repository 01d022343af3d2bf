import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { PRIVACY_FLAGS, privacySchema } from '../../../common/schemas/accounts';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { FormSwitch } from '../forms/FormSwitch';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import { useSignedInUser } from '../session/session';
import type { PrivacyFlag, SessionUser } from '../session/user';
import { SettingsLayout } from './SettingsLayout';
import { useSettingsSave } from './use-settings-save';

type PrivacyValues = Record<PrivacyFlag, boolean>;

const resolver = schemaResolver<PrivacyValues, typeof privacySchema>(privacySchema);

function valuesOf(user: SessionUser): PrivacyValues {
  return Object.fromEntries(
    PRIVACY_FLAGS.map((flag) => [flag, Boolean(user.privacy?.[flag])]),
  ) as PrivacyValues;
}

/** Privacy settings: what the public profile shows (`PUT /user/privacy`). */
export default function PrivacySettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const form = useForm<PrivacyValues, unknown, PrivacyValues>({
    resolver,
    defaultValues: valuesOf(user),
  });
  const { save, failure, saved } = useSettingsSave(form, '/user/privacy', valuesOf);

  return (
    <SettingsLayout title={t('settings.nav.privacy')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.privacy.intro')}
      </Typography>
      <FormErrorAlert error={failure} />
      {saved && <FormAlert severity="success">{t('settings.saved')}</FormAlert>}
      <Box component="form" noValidate onSubmit={form.handleSubmit(save)}>
        <FormGroup sx={{ mb: 3 }}>
          {PRIVACY_FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              control={<FormSwitch control={form.control} name={flag} />}
              label={t(`settings.privacy.${flag}`)}
              sx={{ py: 0.5 }}
            />
          ))}
        </FormGroup>
        <SubmitButton busy={form.formState.isSubmitting}>{t('settings.save')}</SubmitButton>
      </Box>
    </SettingsLayout>
  );
}
