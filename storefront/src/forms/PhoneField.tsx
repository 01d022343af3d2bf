import type { FieldValues } from 'react-hook-form';
import { phoneExamples } from '../../../common/phone';
import { REGION_FACTS, type Region } from '../../../common/regions';
import { useT } from '../i18n/use-t';
import { FormTextField } from './FormTextField';
import type { FormInputFieldProps } from './FormTextField';

/**
 * A phone number as `region` writes it (the page's on sign-up and sign-in, the user's in
 * settings), or with its country code: the phone keypad on a phone, the browser's saved number,
 * and a hint with the region's example in both forms. Its label is the same in every form unless
 * given.
 */
export function PhoneField<T extends FieldValues, O extends FieldValues, C = unknown>({
  region,
  ...props
}: Omit<FormInputFieldProps<T, O, C>, 'label'> & { region: Region; label?: string }) {
  const t = useT();
  return (
    <FormTextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      label={t('forms.phone')}
      placeholder={REGION_FACTS[region].phoneExample}
      helperText={t(`forms.phoneHelp.${region}`, phoneExamples(region))}
      {...props}
    />
  );
}
