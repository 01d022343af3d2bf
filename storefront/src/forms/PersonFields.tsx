import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useT } from '../i18n/use-t';
import { FormTextField } from './FormTextField';
import type { FormInputFieldProps } from './FormTextField';
import { PasswordField } from './PasswordField';
import columns from './form-column.module.css';

/**
 * The fields about a person that sign-up, the account and the profile settings ask alike, with
 * the same labels and the autocomplete tokens browsers and password managers fill them by.
 */

/** Two fields side by side from the sm breakpoint, one under the other on a phone. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return <div className={columns.twoColumns}>{children}</div>;
}

interface PersonName {
  firstName: string;
  lastName: string;
}

/** The name's two fields and the autocomplete token of each. */
const NAME_PARTS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

/** First and last name, side by side; both required. */
export function NameFields<T extends FieldValues & PersonName, O extends FieldValues, C = unknown>({
  control,
}: {
  control: Control<T, C, O>;
}) {
  const t = useT();
  return (
    <TwoColumns>
      {NAME_PARTS.map(([name, autoComplete]) => (
        <FormTextField
          key={name}
          control={control}
          name={name as Path<T>}
          label={t(`forms.${name}`)}
          autoComplete={autoComplete}
          required
        />
      ))}
    </TwoColumns>
  );
}

/** A text field of the form, its label given unless the page says otherwise. */
type LabelledFieldProps<T extends FieldValues, O extends FieldValues, C> = Omit<
  FormInputFieldProps<T, O, C>,
  'label'
> & { label?: string };

export function EmailField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: LabelledFieldProps<T, O, C>,
) {
  const t = useT();
  return <FormTextField label={t('forms.email')} type="email" autoComplete="email" {...props} />;
}

/** A date of birth with the browser's date picker (the kit's `DateField` look). */
export function BirthDateField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: LabelledFieldProps<T, O, C>,
) {
  const t = useT();
  return <FormTextField label={t('forms.birthDate')} type="date" autoComplete="bday" {...props} />;
}

export function CompanyField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: LabelledFieldProps<T, O, C>,
) {
  const t = useT();
  return <FormTextField label={t('forms.company')} autoComplete="organization" {...props} />;
}

/**
 * A new password and its repetition, marked `new-password` so managers offer to make one.
 * `labels` says whether it is the account's first password or one replacing it; `withHelp`
 * shows the rules under the first field.
 */
export function NewPasswordFields<T extends FieldValues, O extends FieldValues, C = unknown>({
  control,
  names = ['password', 'passwordConfirmation'] as [Path<T>, Path<T>],
  labels,
  withHelp = false,
  required = false,
}: {
  control: Control<T, C, O>;
  names?: [Path<T>, Path<T>];
  labels: 'password' | 'newPassword';
  withHelp?: boolean;
  required?: boolean;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        control={control}
        name={names[0]}
        label={t(`forms.${labels}`)}
        autoComplete="new-password"
        helperText={withHelp ? t('forms.passwordHelp') : undefined}
        required={required}
      />
      <PasswordField
        control={control}
        name={names[1]}
        label={t(`forms.${labels}Confirmation`)}
        autoComplete="new-password"
        required={required}
      />
    </>
  );
}
