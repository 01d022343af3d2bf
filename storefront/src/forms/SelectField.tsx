import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import type { FormTextFieldProps } from './FormTextField';
import { selectSlotProps } from './NativeSelect';
import { Options, type SelectProps } from './select-options';

export type { SelectOption } from './select-options';

/** A native select bound to a field of a react-hook-form form, its error under it. */
export function SelectField<T extends FieldValues, O extends FieldValues, C = unknown>({
  options,
  empty,
  testId,
  ...rest
}: Omit<FormTextFieldProps<T, O, C>, 'select' | 'children' | 'slotProps'> & SelectProps) {
  return (
    <FormTextField {...rest} select slotProps={selectSlotProps(testId)}>
      <Options options={options} empty={empty} />
    </FormTextField>
  );
}
