import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PRIVACY_FLAGS, privacySchema } from '../../../common/schemas/accounts';
import { apiSend } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useSession, useSignedInUser } from '../session/session';
import type { PrivacyFlag, SessionUser } from '../session/user';
import { SettingsLayout } from './SettingsLayout';

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
  const { setUser } = useSession();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<
    PrivacyValues,
    unknown,
    PrivacyValues
  >({ resolver, defaultValues: valuesOf(user) });

  const onSubmit = async (body: PrivacyValues) => {
    setFailure(null);
    setSaved(false);
    try {
      const updated = await apiSend<SessionUser>('/user/privacy', { method: 'PUT', body });
      setUser(updated);
      reset(valuesOf(updated));
      setSaved(true);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <SettingsLayout title={t('settings.nav.privacy')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.privacy.intro')}
      </Typography>
      {failure !== null && <FormAlert>{generalErrorText(failure, t)}</FormAlert>}
      {saved && !formState.isDirty && (
        <FormAlert severity="success">{t('settings.saved')}</FormAlert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormGroup sx={{ mb: 3 }}>
          {PRIVACY_FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={flag}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    />
                  }
                  label={t(`settings.privacy.${flag}`)}
                  sx={{ py: 0.5 }}
                />
              )}
            />
          ))}
        </FormGroup>
        <SubmitButton busy={formState.isSubmitting}>{t('settings.save')}</SubmitButton>
      </Box>
    </SettingsLayout>
  );
}
