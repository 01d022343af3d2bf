import { useController } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { Switch } from '../ui';
import type { SwitchProps } from '../ui';
import type { BoundFieldProps } from './FormTextField';

type FormSwitchProps<T extends FieldValues, O extends FieldValues, C> = BoundFieldProps<
  SwitchProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'ref',
  T,
  O,
  C
>;

/** A kit switch bound to a boolean field of react-hook-form. */
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
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
