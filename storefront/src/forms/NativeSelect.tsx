import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /** The first choice, with the value '': "none", "any" or "choose one". */
  empty?: string;
  /** The select's `data-testid`, for the tests that pick a value. */
  testId?: string;
}

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

export function Options({ options, empty }: Pick<SelectProps, 'options' | 'empty'>) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
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
