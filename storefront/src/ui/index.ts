/** The storefront's design system (README.md beside this file). */
export { Button, IconButton, LinkButton, buttonClass } from './Button';
export { iconButtonClass } from './Button';
export type {
  ButtonLook,
  ButtonProps,
  ButtonSize,
  ButtonTone,
  ButtonVariant,
  IconButtonProps,
  LinkButtonProps,
} from './Button';
export { plainIcon } from './Icon';
export type { IconComponent, IconProps } from './Icon';
export { Text, linkClass } from './Text';
export type { TextProps, TextTone, TextVariant } from './Text';
export { Stack } from './Stack';
export type { SpaceStep, StackProps } from './Stack';
export { Container, containerClass } from './Container';
export type { ContainerProps } from './Container';
export { Divider } from './Divider';
export { Card, CardActions, CardContent, CardLink } from './Card';
export type { CardProps } from './Card';
export { Surface } from './Surface';
export type { SurfaceProps } from './Surface';
export { Chip, LinkChip } from './Chip';
export type { ChipLook, ChipProps } from './Chip';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Badge } from './Badge';
export { Alert } from './Alert';
export type { AlertProps, AlertSeverity } from './Alert';
export { Skeleton } from './Skeleton';
export { Stars } from './Stars';
export { LinearProgress, Spinner } from './Progress';
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
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { Menu, MenuItem, MenuLinkItem, MenuSeparator } from './Menu';
export type { MenuItemProps, MenuLinkItemProps, MenuProps } from './Menu';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { Toast } from './Toast';
export type { ToastProps, ToastTone } from './Toast';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabsProps } from './Tabs';
export { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from './Table';
export type { TableCellProps, TableProps } from './Table';
export { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from './List';
export type { ListItemButtonProps, ListItemProps } from './List';
export { Accordion, AccordionItem } from './Accordion';
export type { AccordionItemProps, AccordionProps } from './Accordion';
export { IconLinkButton } from './Button';
export type { IconLinkButtonProps } from './Button';
