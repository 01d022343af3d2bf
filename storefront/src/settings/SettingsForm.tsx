import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useT } from '../i18n/use-t';
import type { SessionUser } from '../session/user';
import { SettingsLayout, formSx } from './SettingsLayout';
import { useSettingsSave } from './use-settings-save';

/**
 * A settings section that is one form saved with `PUT path` (see `useSettingsSave`): the intro,
 * `notice` (e.g. a pending change), the save's error or success, the fields and Save. The fields
 * stand in a column of reading width unless `column` is false (a table, a list of switches).
 */
export function SettingsForm<TValues extends FieldValues, TBody>({
  title,
  intro,
  form,
  path,
  valuesOf,
  serverFields,
  notice,
  column = true,
  children,
}: {
  title: string;
  intro: string;
  form: UseFormReturn<TValues, unknown, TBody>;
  path: string;
  valuesOf: (user: SessionUser) => TValues;
  serverFields?: Parameters<typeof useSettingsSave<TValues, TBody>>[3];
  notice?: ReactNode;
  column?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const { save, failure, saved } = useSettingsSave(form, path, valuesOf, serverFields);
  return (
    <SettingsLayout title={title}>
      <Typography color="text.secondary" sx={{ mb: column ? 3 : 2 }}>
        {intro}
      </Typography>
      {notice}
      <FormErrorAlert error={failure} />
      {saved && <FormAlert severity="success">{t('settings.saved')}</FormAlert>}
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(save)}
        sx={column ? formSx : undefined}
      >
        {children}
        <Box>
          <SubmitButton busy={form.formState.isSubmitting}>{t('settings.save')}</SubmitButton>
        </Box>
      </Box>
    </SettingsLayout>
  );
}
