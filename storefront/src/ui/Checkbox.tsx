import { useEffect, useId, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Choice.module.css';

/** What a checkbox, a switch and a radio share: a label beside, a helper or error line under. */
export interface ChoiceProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children' | 'role'
> {
  /** Its visible name (text, or text with links); without one, give an `aria-label`. */
  label?: ReactNode;
  /** A line under it (a hint, or the error while `error`), tied with aria-describedby. */
  helperText?: ReactNode;
  error?: boolean;
  /** The label after the control (`end`, the default) or before it (`start`, a setting's row). */
  labelPlacement?: 'end' | 'start';
  /** On the outer box, for a page's layout. */
  className?: string;
  testId?: string;
  /** The `<input>` itself: react-hook-form's `register(…)` and `field.ref` go here. */
  ref?: Ref<HTMLInputElement>;
}

/** A native input of `kind`, its label and its helper line: the three controls' one markup. */
export function ChoiceControl({
  kind,
  label,
  helperText,
  error = false,
  labelPlacement = 'end',
  className,
  testId,
  id: idProp,
  'aria-describedby': describedBy,
  ...input
}: ChoiceProps & { kind: 'checkbox' | 'switch' | 'radio' }) {
  const ownId = useId();
  const id = idProp ?? ownId;
  const helperId = `${id}-helper`;
  const described = [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ');
  const root = [
    styles.root,
    error ? styles.error : '',
    input.disabled ? styles.disabled : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={root}>
      <label
        className={
          labelPlacement === 'start' ? `${styles.choice} ${styles.labelStart}` : styles.choice
        }
        htmlFor={id}
      >
        <span className={`${styles.target} ${kind === 'switch' ? styles.switchTarget : ''}`}>
          <input
            {...input}
            id={id}
            type={kind === 'radio' ? 'radio' : 'checkbox'}
            role={kind === 'switch' ? 'switch' : undefined}
            className={`${styles.input} ${styles[kind]}`}
            data-testid={testId}
            aria-invalid={error || undefined}
            aria-describedby={described || undefined}
          />
        </span>
        {label ? (
          <span className={styles.label}>
            {label}
            {input.required && kind !== 'radio' ? (
              <span aria-hidden="true">{'\u2009*'}</span>
            ) : null}
          </span>
        ) : null}
      </label>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckboxProps extends ChoiceProps {
  /** Neither on nor off: some of the things it stands for are chosen. */
  indeterminate?: boolean;
}

/** A checkbox with its label (a native `<input type="checkbox">`). */
export function Checkbox({ indeterminate = false, ref, ...props }: CheckboxProps) {
  const own = useRef<HTMLInputElement | null>(null);
  // `indeterminate` is a property of the element, not an attribute markup can carry.
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const both = (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <ChoiceControl
      {...props}
      kind="checkbox"
      ref={both}
      aria-checked={indeterminate ? 'mixed' : undefined}
    />
  );
}
