import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useT } from '../i18n/use-t';
import { useSignedInUser } from '../session/session';
import type { SessionUser } from '../session/user';
import { Text } from '../ui';
import { SettingsLayout } from './SettingsLayout';
import styles from './SettingsForm.module.css';
import { useSettingsSave } from './use-settings-save';

/** The sections that are one form, each saved with `PUT /user/{section}`. */
export type SettingsSection = 'profile' | 'account' | 'privacy' | 'notifications';

/** A section's form, starting from the signed-in user's values. */
export function useSettingsForm<TValues extends FieldValues, TBody>(
  resolver: Resolver<TValues, unknown, TBody>,
  valuesOf: (user: SessionUser) => TValues,
) {
  const user = useSignedInUser();
  return useForm<TValues, unknown, TBody>({
    resolver,
    // The schemas read the user's phone numbers as the user's region writes them.
    context: { region: user.region },
    defaultValues: valuesOf(user) as DefaultValues<TValues>,
  });
}

/**
 * A settings section that is one form saved with `PUT /user/{section}` (see `useSettingsSave`),
 * titled by its name in the section links: the intro,
 * `notice` (e.g. a pending change), the save's error or success, the fields and Save. The fields
 * stand in a column of reading width unless `column` is false (a table, a list of switches).
 */
export function SettingsForm<TValues extends FieldValues, TBody>({
  section,
  form,
  valuesOf,
  serverFields,
  notice,
  column = true,
  children,
}: {
  section: SettingsSection;
  form: UseFormReturn<TValues, unknown, TBody>;
  valuesOf: (user: SessionUser) => TValues;
  serverFields?: Parameters<typeof useSettingsSave<TValues, TBody>>[3];
  notice?: ReactNode;
  column?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const { save, failure, saved } = useSettingsSave(
    form,
    `/user/${section}`,
    valuesOf,
    serverFields,
  );
  return (
    <SettingsLayout title={t(`settings.nav.${section}`)}>
      <Text tone="secondary" className={column ? styles.introColumn : styles.intro}>
        {t(`settings.${section}.intro`)}
      </Text>
      {notice}
      <FormErrorAlert error={failure} />
      {saved && <FormAlert severity="success">{t('settings.saved')}</FormAlert>}
      <form
        noValidate
        onSubmit={form.handleSubmit(save)}
        className={column ? styles.column : undefined}
      >
        {children}
        <div>
          <SubmitButton busy={form.formState.isSubmitting}>{t('settings.save')}</SubmitButton>
        </div>
      </form>
    </SettingsLayout>
  );
}
