import styles from './Icon.module.css';

export interface IconProps {
  /** `small` is 1.25rem, `large` 2.1875rem, `inherit` the surrounding text's size; 1.5rem otherwise. */
  fontSize?: 'small' | 'inherit' | 'medium' | 'large';
  /** Decorative unless told: the control or the text around it carries the meaning. */
  'aria-hidden'?: boolean;
  className?: string;
}

/** An icon: `import SearchIcon from 'plain-icon:Search'` (`storefront/plain-icons.ts`). */
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * An icon as a plain `<svg>` of `shapes` (markup made at build time from
 * `@mui/icons-material` by `storefront/plain-icons.ts`, never from user data). Decorative unless
 * told otherwise: the control around it carries the name.
 */
export function plainIcon(shapes: string): IconComponent {
  const content = { __html: shapes };
  return function Icon({
    fontSize = 'medium',
    className,
    'aria-hidden': hidden = true,
  }: IconProps) {
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
