import styles from './PlainIcon.module.css';

export interface PlainIconProps {
  /** `small` is 1.25rem, `inherit` the surrounding text's size; 1.5rem otherwise. */
  fontSize?: 'small' | 'inherit' | 'medium';
  'aria-hidden'?: boolean;
  className?: string;
}

export type PlainIconComponent = (props: PlainIconProps) => React.JSX.Element;

/**
 * An icon as a plain `<svg>` of `shapes` (markup made at build time from
 * `@mui/icons-material` by `storefront/plain-icons.ts`, never from user data). Decorative unless
 * told otherwise: the control around it carries the name.
 */
export function plainIcon(shapes: string): PlainIconComponent {
  const content = { __html: shapes };
  return function PlainIcon({
    fontSize = 'medium',
    className,
    'aria-hidden': hidden = true,
  }: PlainIconProps) {
    return (
      <svg
        className={`${styles.icon} ${styles[fontSize]}${className ? ` ${className}` : ''}`}
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden={hidden}
        dangerouslySetInnerHTML={content}
      />
    );
  };
}
