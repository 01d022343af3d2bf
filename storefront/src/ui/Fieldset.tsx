import { useId } from 'react';
import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import styles from './Fieldset.module.css';

export interface FieldsetProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'className' | 'children'
> {
  /** The group's visible name. */
  legend: ReactNode;
  /** A line under the group (a hint, or the error while `error`), tied with aria-describedby. */
  helperText?: ReactNode;
  error?: boolean;
  /** Marks the legend with an asterisk (and `aria-required` on a radio group). */
  required?: boolean;
  /** The controls side by side (wrapping), rather than one under the other. */
  row?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A `<fieldset>` with its `<legend>`: controls that answer one question together. */
export function Fieldset({
  legend,
  helperText,
  error = false,
  required = false,
  row = false,
  className,
  testId,
  children,
  role,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: FieldsetProps) {
  const helperId = useId();
  const classes = [
    styles.fieldset,
    error ? styles.error : '',
    disabled ? styles.disabled : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      {...rest}
      role={role}
      disabled={disabled}
      className={classes}
      data-testid={testId}
      aria-describedby={
        [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ') || undefined
      }
      aria-invalid={role === 'radiogroup' && error ? true : undefined}
      aria-required={role === 'radiogroup' && required ? true : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? <span aria-hidden="true">{'\u2009*'}</span> : null}
      </legend>
      <div className={row ? styles.row : styles.column}>{children}</div>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </fieldset>
  );
}
