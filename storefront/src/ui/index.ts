/** The storefront's design system (README.md beside this file). */
export { Button, IconButton, LinkButton, buttonClass } from './Button';
export type {
  ButtonLook,
  ButtonProps,
  ButtonSize,
  ButtonTone,
  ButtonVariant,
  IconButtonProps,
  LinkButtonProps,
} from './Button';
export { DateField, Field } from './Field';
export type {
  DateFieldProps,
  FieldProps,
  FieldSize,
  InputFieldProps,
  TextAreaFieldProps,
} from './Field';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps, ChoiceProps } from './Checkbox';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Fieldset } from './Fieldset';
export type { FieldsetProps } from './Fieldset';
export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { StarsInput } from './StarsInput';
export type { StarsInputProps } from './StarsInput';
