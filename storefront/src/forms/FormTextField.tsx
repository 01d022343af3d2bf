import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Field } from '../ui';
import type { FieldProps, InputFieldProps, TextAreaFieldProps } from '../ui';
import { useFieldMessage } from './use-field-message';

/** `Omit` over each member of a union (a field is an input or a textarea). */
type OmitEach<P, K extends PropertyKey> = P extends unknown ? Omit<P, K> : never;

/**
 * The props of a kit control bound to a field of react-hook-form: its own props but those the
 * binding sets (`K`), and the form's `control` and the field's `name`.
 */
export type BoundFieldProps<
  P,
  K extends PropertyKey,
  T extends FieldValues,
  O extends FieldValues,
  C,
> = OmitEach<P, K> & {
  control: Control<T, C, O>;
  name: Path<T>;
};

export type FormTextFieldProps<T extends FieldValues, O extends FieldValues, C> = BoundFieldProps<
  FieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'ref',
  T,
  O,
  C
>;

/** A one-line field bound to react-hook-form (no `multiline`): a password, a phone. */
export type FormInputFieldProps<T extends FieldValues, O extends FieldValues, C> = BoundFieldProps<
  InputFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'ref' | 'multiline',
  T,
  O,
  C
>;

/** A textarea bound to react-hook-form (`multiline` is set by the caller's component). */
export type FormTextAreaProps<T extends FieldValues, O extends FieldValues, C> = BoundFieldProps<
  TextAreaFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'ref' | 'multiline',
  T,
  O,
  C
>;

/**
 * A kit text field bound to react-hook-form, as wide as its form: the error text sits under the
 * field in place of its hint, tied to it with aria-describedby, so screen readers announce it.
 */
export function FormTextField<T extends FieldValues, O extends FieldValues, C = unknown>({
  control,
  name,
  helperText,
  ...rest
}: FormTextFieldProps<T, O, C>) {
  const fieldMessage = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldMessage(fieldState.error?.message);
  const props = {
    fullWidth: true,
    ...rest,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: errorText !== undefined,
    helperText: errorText ?? helperText,
  } as FieldProps;
  return <Field {...props} />;
}
