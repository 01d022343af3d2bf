import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { Select } from '../ui';
import type { SelectProps } from '../ui';
import type { BoundFieldProps } from './FormTextField';
import { useFieldMessage } from './use-field-message';

export type { SelectOption } from '../ui';

export type SelectFieldProps<T extends FieldValues, O extends FieldValues, C> = BoundFieldProps<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'ref',
  T,
  O,
  C
>;

/** A native select bound to a field of a react-hook-form form, as wide as it, its error under it. */
export function SelectField<T extends FieldValues, O extends FieldValues, C = unknown>({
  control,
  name,
  helperText,
  ...rest
}: SelectFieldProps<T, O, C>) {
  const fieldMessage = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldMessage(fieldState.error?.message);
  return (
    <Select
      fullWidth
      {...rest}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
    />
  );
}
