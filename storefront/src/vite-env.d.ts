/** `storefront/plain-icons.ts`: an icon of `@mui/icons-material` as a plain `<svg>`. */
declare module 'plain-icon:*' {
  import type { PlainIconComponent } from './layout/PlainIcon';

  const Icon: PlainIconComponent;
  export default Icon;
}

/** `storefront/palette-css.ts`: the palette's custom properties, as a stylesheet. */
declare module 'palette.css';
