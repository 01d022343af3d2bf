import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { Options } from './select-options';
import type { SelectProps } from './select-options';

export type { SelectOption, SelectProps } from './select-options';

/**
 * The platform's own list (phones show their native picker, nothing to reimplement), with the
 * label always above the value, since '' may be a choice shown as text.
 */
export function selectSlotProps(testId: string | undefined) {
  return {
    select: { native: true },
    inputLabel: { shrink: true },
    ...(testId === undefined ? {} : { htmlInput: { 'data-testid': testId } }),
  };
}

/** A native select outside a form: a filter or a preference, with its own value and onChange. */
export function NativeSelect({
  options,
  empty,
  testId,
  ...rest
}: Omit<TextFieldProps, 'select' | 'children' | 'slotProps'> & SelectProps) {
  return (
    <TextField {...rest} select slotProps={selectSlotProps(testId)}>
      <Options options={options} empty={empty} />
    </TextField>
  );
}
