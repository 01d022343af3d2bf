import type { FocusEvent, ReactNode, Ref } from 'react';
import { Fieldset } from './Fieldset';
import styles from './StarsInput.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarsInputProps {
  /** The question, the group's legend ("Your rating"). */
  legend: ReactNode;
  /** The radios' shared `name`. */
  name: string;
  /** 1 to 5, or `null` before a pick. */
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Each star's name for screen readers: "4 of 5 stars". */
  starLabel: (stars: number) => string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  testId?: string;
  /** The first star's radio, for a form library to focus on an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A rating to pick, one to five stars (the display is `Stars`): a radio group whose radios are
 * the stars, so arrows move the rating and each star says its count.
 */
export function StarsInput({
  legend,
  name,
  value,
  onChange,
  onBlur,
  starLabel,
  helperText,
  error = false,
  required = false,
  disabled = false,
  size = 'medium',
  className,
  testId,
  ref,
}: StarsInputProps) {
  return (
    <Fieldset
      legend={legend}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      role="radiogroup"
      className={className}
    >
      <span
        className={`${styles.stars} ${styles[size]}${disabled ? ` ${styles.disabled}` : ''}`}
        data-testid={testId}
      >
        {STARS.map((stars) => (
          <label
            key={stars}
            className={
              value !== null && stars <= value ? `${styles.star} ${styles.lit}` : styles.star
            }
          >
            <input
              ref={stars === 1 ? ref : undefined}
              className={styles.input}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              aria-invalid={error || undefined}
            />
            {/* The star's name is its label's text (hidden from sight), so a click on it picks it too. */}
            <span className={styles.name}>{starLabel(stars)}</span>
            <span aria-hidden="true">{'\u2605'}</span>
          </label>
        ))}
      </span>
    </Fieldset>
  );
}
