import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import type { FormTextFieldProps } from './FormTextField';

/** A national phone number: the phone keypad on a phone, and the browser's saved number. */
export function PhoneField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: FormTextFieldProps<T, O, C>,
) {
  return (
    <FormTextField
      type="tel"
      autoComplete="tel-national"
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'tel', ...(props.slotProps?.htmlInput ?? {}) },
      }}
    />
  );
}
