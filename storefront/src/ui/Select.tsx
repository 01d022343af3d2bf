import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './Field';
import type { FieldFrameProps } from './Field';
import styles from './Field.module.css';

/** One choice of a list. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A list's choices, or markup of its own (`<option>`, `<optgroup>`) as children. */
export interface SelectChoices {
  options?: readonly SelectOption[];
  /** The first choice, with the value '': "none", "any" or "choose one". */
  empty?: string;
  /** The `<select>`'s `data-testid`, for the tests that pick a value. */
  testId?: string;
}

export interface SelectProps
  extends
    FieldFrameProps,
    SelectChoices,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className' | 'multiple'> {
  children?: ReactNode;
  /** The `<select>` itself: react-hook-form's `register(…)` and `field.ref` go here. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A choice from a list as the platform's own select (a phone shows its picker), drawn as an
 * outlined field with its name always on the border, since '' may be a choice shown as text.
 */
export function Select({
  label,
  helperText,
  error,
  size,
  fullWidth,
  className,
  hideLabel,
  options = [],
  empty,
  testId,
  id: idProp,
  'aria-describedby': describedBy,
  children,
  ...select
}: SelectProps) {
  const { id, helperId, aria } = useFieldIds(idProp, helperText, error, describedBy);
  return (
    <FieldFrame
      {...{ id, helperId, label, helperText, error, size, fullWidth, className, hideLabel }}
      required={select.required}
      disabled={select.disabled}
    >
      <select
        {...select}
        id={id}
        className={`${styles.control} ${styles.select}`}
        data-testid={testId}
        {...aria}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <svg className={styles.arrow} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </FieldFrame>
  );
}
