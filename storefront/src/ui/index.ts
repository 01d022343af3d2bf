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
