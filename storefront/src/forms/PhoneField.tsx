import type { FieldValues } from 'react-hook-form';
import { useT } from '../i18n/use-t';
import { FormTextField } from './FormTextField';
import type { FormTextFieldProps } from './FormTextField';

/**
 * A national phone number: the phone keypad on a phone, and the browser's saved number. Its
 * label and the hint about the format are the same in every form unless given.
 */
export function PhoneField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: FormTextFieldProps<T, O, C>,
) {
  const t = useT();
  return (
    <FormTextField
      type="tel"
      autoComplete="tel-national"
      label={t('forms.phone')}
      helperText={t('forms.phoneHelp')}
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'tel', ...(props.slotProps?.htmlInput ?? {}) },
      }}
    />
  );
}
