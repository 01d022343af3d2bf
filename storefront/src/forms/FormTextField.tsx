import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFieldMessage } from './use-field-message';

/**
 * The props of a MUI input bound to a field of react-hook-form: its own props but those the
 * binding sets (`K`), and the form's `control` and the field's `name`.
 */
export type BoundFieldProps<
  P,
  K extends keyof P,
  T extends FieldValues,
  O extends FieldValues,
  C,
> = Omit<P, K> & {
  control: Control<T, C, O>;
  name: Path<T>;
};

export type FormTextFieldProps<T extends FieldValues, O extends FieldValues, C> = BoundFieldProps<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue',
  T,
  O,
  C
>;

/**
 * A MUI text field bound to react-hook-form: the error text sits under the field and is tied
 * to it with aria-describedby (MUI does that for helperText), so screen readers announce it.
 */
export function FormTextField<T extends FieldValues, O extends FieldValues, C = unknown>({
  control,
  name,
  helperText,
  slotProps,
  ...rest
}: FormTextFieldProps<T, O, C>) {
  const fieldMessage = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldMessage(fieldState.error?.message);
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        htmlInput: {
          'aria-invalid': errorText !== undefined,
          ...(slotProps?.htmlInput ?? {}),
        },
      }}
    />
  );
}
