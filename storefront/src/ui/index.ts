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
