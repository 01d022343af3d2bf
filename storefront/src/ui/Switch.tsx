import { ChoiceControl } from './Checkbox';
import type { ChoiceProps } from './Checkbox';

export type SwitchProps = ChoiceProps;

/**
 * An on/off setting that takes effect as it flips, with its label: a native checkbox with the
 * `switch` role, so screen readers say "on" and "off".
 */
export function Switch(props: SwitchProps) {
  return <ChoiceControl {...props} kind="switch" />;
}
