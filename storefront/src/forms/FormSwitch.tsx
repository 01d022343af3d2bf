import Switch from '@mui/material/Switch';
import type { SwitchProps } from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './FormTextField';

type FormSwitchProps<T extends FieldValues, O extends FieldValues, C> = BoundFieldProps<
  SwitchProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'inputRef',
  T,
  O,
  C
>;

/** A MUI switch bound to a boolean field of react-hook-form. */
export function FormSwitch<T extends FieldValues, O extends FieldValues, C = unknown>({
  control,
  name,
  ...rest
}: FormSwitchProps<T, O, C>) {
  const { field } = useController({ control, name });
  return (
    <Switch
      {...rest}
      name={field.name}
      checked={field.value}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
