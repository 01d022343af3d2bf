import { Accordion as BaseAccordion } from '@base-ui/react/accordion';
import ExpandMoreIcon from 'plain-icon:ExpandMore';
import type { ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionProps {
  /** The `value`s of the open items (controlled); or `defaultValue` to leave it to the kit. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Several items open at once (true by default); false closes the others on opening one. */
  multiple?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A stack of disclosures (WAI-ARIA accordion): each item's heading holds a button that shows or
 * hides its panel (Enter and Space toggle, Tab moves between the buttons). A closed panel stays
 * in the page, hidden until found, so the browser's find and search engines still read it.
 */
export function Accordion({
  value,
  defaultValue,
  onValueChange,
  multiple = true,
  className,
  children,
}: AccordionProps) {
  return (
    <BaseAccordion.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange ? (next) => onValueChange(next as string[]) : undefined}
      multiple={multiple}
      hiddenUntilFound
      className={`${styles.accordion}${className ? ` ${className}` : ''}`}
    >
      {children}
    </BaseAccordion.Root>
  );
}

export interface AccordionItemProps {
  /** What the accordion's `value` holds when this item is open. */
  value: string;
  /** The question or title on the button. */
  title: ReactNode;
  /** The heading's level in the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The item's id (an anchor to it). */
  id?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** One item of an `Accordion`: its heading with the button, then its panel. */
export function AccordionItem({
  value,
  title,
  headingLevel = 3,
  id,
  className,
  testId,
  children,
}: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <BaseAccordion.Item
      value={value}
      id={id}
      className={`${styles.item}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      <BaseAccordion.Header className={styles.heading} render={<Heading />}>
        <BaseAccordion.Trigger className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <ExpandMoreIcon className={styles.chevron} />
        </BaseAccordion.Trigger>
      </BaseAccordion.Header>
      <BaseAccordion.Panel className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </BaseAccordion.Panel>
    </BaseAccordion.Item>
  );
}
