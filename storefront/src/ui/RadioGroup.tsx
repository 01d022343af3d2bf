import { createContext, use } from 'react';
import type { FocusEvent } from 'react';
import { ChoiceControl } from './Checkbox';
import type { ChoiceProps } from './Checkbox';
import { Fieldset } from './Fieldset';
import type { FieldsetProps } from './Fieldset';

interface RadioGroupState {
  name: string;
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error: boolean;
  required: boolean;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps extends Omit<FieldsetProps, 'onChange' | 'onBlur'> {
  /** The radios' shared `name`. */
  name: string;
  /** The chosen radio's value; `null` or '' for none yet. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * One choice among a few, all shown: a fieldset with the `radiogroup` role around `Radio`s of
 * one name (the browser moves between them with the arrow keys).
 */
export function RadioGroup({
  name,
  value,
  onChange,
  onBlur,
  error = false,
  required = false,
  children,
  ...fieldset
}: RadioGroupProps) {
  return (
    <Fieldset {...fieldset} role="radiogroup" error={error} required={required}>
      <RadioGroupContext value={{ name, value, onChange, onBlur, error, required }}>
        {children}
      </RadioGroupContext>
    </Fieldset>
  );
}

export interface RadioProps extends Omit<ChoiceProps, 'value' | 'name' | 'checked' | 'onChange'> {
  value: string;
}

/** One choice of a `RadioGroup`, with its label. */
export function Radio({ value, ...props }: RadioProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('A Radio stands inside a RadioGroup');
  return (
    <ChoiceControl
      {...props}
      kind="radio"
      name={group.name}
      value={value}
      checked={group.value === value}
      onChange={() => group.onChange(value)}
      onBlur={props.onBlur ?? group.onBlur}
      error={props.error ?? group.error}
    />
  );
}
