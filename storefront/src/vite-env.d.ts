/** `storefront/plain-icons.ts`: an icon of `@mui/icons-material` as a plain `<svg>`. */
declare module 'plain-icon:*' {
  import type { IconComponent } from './ui/Icon';

  const Icon: IconComponent;
  export default Icon;
}

/** `storefront/palette-css.ts`: the palette's custom properties, as a stylesheet. */
declare module 'palette.css';
