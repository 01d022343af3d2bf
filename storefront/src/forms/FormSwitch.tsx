import Switch from '@mui/material/Switch';
import type { SwitchProps } from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';

type FormSwitchProps<T extends FieldValues, O extends FieldValues, C> = Omit<
  SwitchProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
};

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
