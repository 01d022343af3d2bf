import ArrowDropDownIcon from 'plain-icon:ArrowDropDown';
import { useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Options } from '../forms/select-options';
import type { SelectProps } from '../forms/select-options';
import fields from './fields.module.css';

type FieldSize = 'small' | 'medium';

/** The field's name on its border; the control comes first so `:focus-within` can tint it. */
function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className={fields.fieldBox}>
      {children}
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/**
 * A text field with its name on its border, as MUI's outlined `TextField` draws it: a plain
 * `<input>` (`fields.module.css`).
 */
export function LabelledInput({
  label,
  size = 'medium',
  testId,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'className'> & {
  label: string;
  size?: FieldSize;
  testId?: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        className={`${fields.field} ${fields[size]}`}
        data-testid={testId}
        {...input}
      />
    </Labelled>
  );
}

/**
 * The platform's own list with its name on its border, as MUI's native select in an outlined
 * field draws it: a plain `<select>`. `empty` is the first choice, with the value ''.
 */
export function LabelledSelect({
  label,
  value,
  onChange,
  options,
  empty,
  testId,
  size = 'medium',
}: SelectProps & {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  size?: FieldSize;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        className={`${fields.field} ${fields[size]} ${fields.select}`}
        value={value}
        onChange={onChange}
        data-testid={testId}
      >
        <Options options={options} empty={empty} />
      </select>
      <ArrowDropDownIcon className={fields.arrow} aria-hidden />
    </Labelled>
  );
}
