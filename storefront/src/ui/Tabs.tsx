import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabsProps<Value extends string> {
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
  /** A `TabList` and its `TabPanel`s. */
  children: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs): arrow keys move between the tabs (mirrored right to left), Home and End
 * go to the first and last, and each tab controls its panel.
 */
export function Tabs<Value extends string>({
  value,
  onChange,
  className,
  children,
}: TabsProps<Value>) {
  return (
    <BaseTabs.Root
      value={value}
      onValueChange={(next) => onChange(next as Value)}
      className={className}
    >
      {children}
    </BaseTabs.Root>
  );
}

/** The row of tabs; `label` names it for screen readers; `fullWidth` shares the row out evenly. */
export function TabList({
  label,
  fullWidth = false,
  children,
}: {
  label: string;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <BaseTabs.List
      className={fullWidth ? `${styles.list} ${styles.fullWidth}` : styles.list}
      aria-label={label}
    >
      {children}
    </BaseTabs.List>
  );
}

/** One tab: its `value` ties it to the panel of the same value. */
export function Tab({
  value,
  disabled,
  testId,
  children,
}: {
  value: string;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <BaseTabs.Tab className={styles.tab} value={value} disabled={disabled} data-testid={testId}>
      {children}
    </BaseTabs.Tab>
  );
}

/** The content of the tab of the same `value`, shown while it is chosen. */
export function TabPanel({
  value,
  className,
  testId,
  children,
}: {
  value: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <BaseTabs.Panel
      className={className ? `${styles.panel} ${className}` : styles.panel}
      value={value}
      data-testid={testId}
    >
      {children}
    </BaseTabs.Panel>
  );
}
