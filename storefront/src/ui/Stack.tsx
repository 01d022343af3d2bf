import type { CSSProperties, ElementType, HTMLAttributes, Ref } from 'react';
import styles from './Stack.module.css';

/** A step of the space scale (`--ui-space-1` 4px … `--ui-space-7` 48px), or none. */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** `column` (the default) or `row`; row direction follows the page's (right to left too). */
  direction?: 'column' | 'row';
  /** The room between children, a step of the space scale (2 is 8px, 4 is 16px). */
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/** Children one after the other, in a column or a row, with the scale's room between them. */
export function Stack({
  direction = 'column',
  gap = 0,
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  className,
  style,
  ...rest
}: StackProps) {
  const classes = [
    styles.stack,
    styles[direction],
    align ? styles[`align-${align}`] : '',
    justify ? styles[`justify-${justify}`] : '',
    wrap ? styles.wrap : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const space = gap ? ({ '--stack-gap': `var(--ui-space-${String(gap)})` } as CSSProperties) : {};
  return <Element className={classes} style={{ ...space, ...style }} {...rest} />;
}
