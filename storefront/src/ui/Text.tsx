import type { ElementType, HTMLAttributes, Ref } from 'react';
import styles from './Text.module.css';

export type TextVariant =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'subtitle1'
  | 'subtitle2'
  | 'body1'
  | 'body2'
  | 'caption'
  | 'overline';

export type TextTone = 'default' | 'secondary' | 'error' | 'primary';

/** The element each variant is unless `as` says otherwise. */
const ELEMENT: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The type scale's step; `body1` by default. */
  variant?: TextVariant;
  /** The element: a heading's level follows the page's outline, not its size. */
  as?: ElementType;
  /** `default` keeps the surrounding colour. */
  tone?: TextTone;
  align?: 'start' | 'center' | 'end';
  /** Space under the text (a title above its paragraph). */
  gutterBottom?: boolean;
  /** One line, cut with an ellipsis. */
  noWrap?: boolean;
  /** The bold weight of the scale, for a word that must stand out. */
  strong?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Text on the type scale: headings, body, captions. */
export function Text({
  variant = 'body1',
  as,
  tone = 'default',
  align,
  gutterBottom = false,
  noWrap = false,
  strong = false,
  className,
  ...rest
}: TextProps) {
  const Element = as ?? ELEMENT[variant];
  const classes = [
    styles.text,
    styles[variant],
    tone === 'default' ? '' : styles[tone],
    align ? styles[align] : '',
    gutterBottom ? styles.gutterBottom : '',
    noWrap ? styles.noWrap : '',
    strong ? styles.strong : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...rest} />;
}

/** A link in running text, in the brand's colour: the class for a `RouteLink` or an `<a>`. */
export const linkClass = styles.link;
