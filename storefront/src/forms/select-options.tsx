/** A list's choices: plain types and markup, shared by MUI's selects and the plain one. */
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
