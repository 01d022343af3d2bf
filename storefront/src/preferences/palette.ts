import type { Mode } from './layout-mode';

/**
 * The storefront's colours in light and dark, the one place they are written: the MUI theme
 * (`theme.ts`) is built from them, and the build turns them into the `--prosk-…` custom
 * properties that plain parts read (`storefront/palette-css.ts`). Text, divider and action
 * values are MUI's own defaults, written here so that both sides agree.
 */
export interface Palette {
  primary: { main: string; light: string; dark: string; contrastText: string };
  secondary: { main: string; contrastText: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  divider: string;
  /** The states' colours (errors, warnings, information, success), MUI's defaults. */
  error: { main: string; dark: string; contrastText: string };
  warning: { main: string; dark: string; contrastText: string };
  info: { main: string; dark: string; contrastText: string };
  success: { main: string; dark: string; contrastText: string };
  action: { hover: string; selected: string; focus: string };
  /** Outlined fields' and chips' borders, a person's avatar without a photo, the stars. */
  fieldBorder: string;
  chipBorder: string;
  avatar: string;
  rating: string;
}

const BRAND = { main: '#0b6e4f', light: '#3fa37f', dark: '#07503a' };
const ACCENT = { main: '#f2a541', contrastText: 'rgba(0, 0, 0, 0.87)' };

export const PALETTES: Record<Mode, Palette> = {
  light: {
    primary: { ...BRAND, contrastText: '#fff' },
    secondary: ACCENT,
    background: { default: '#f7f8f6', paper: '#ffffff' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.6)' },
    divider: 'rgba(0, 0, 0, 0.12)',
    error: { main: '#d32f2f', dark: '#c62828', contrastText: '#fff' },
    warning: { main: '#ed6c02', dark: '#e65100', contrastText: '#fff' },
    info: { main: '#0288d1', dark: '#01579b', contrastText: '#fff' },
    success: { main: '#2e7d32', dark: '#1b5e20', contrastText: '#fff' },
    action: {
      hover: 'rgba(0, 0, 0, 0.04)',
      selected: 'rgba(0, 0, 0, 0.08)',
      focus: 'rgba(0, 0, 0, 0.12)',
    },
    fieldBorder: 'rgba(0, 0, 0, 0.23)',
    chipBorder: '#bdbdbd',
    avatar: '#bdbdbd',
    rating: '#faaf00',
  },
  dark: {
    primary: { main: BRAND.light, light: '#65b598', dark: '#2c7258', contrastText: '#08140f' },
    secondary: ACCENT,
    background: { default: '#0f1512', paper: '#17201b' },
    text: { primary: '#fff', secondary: 'rgba(255, 255, 255, 0.7)' },
    divider: 'rgba(255, 255, 255, 0.12)',
    error: { main: '#f44336', dark: '#d32f2f', contrastText: '#fff' },
    warning: { main: '#ffa726', dark: '#f57c00', contrastText: 'rgba(0, 0, 0, 0.87)' },
    info: { main: '#29b6f6', dark: '#0288d1', contrastText: 'rgba(0, 0, 0, 0.87)' },
    success: { main: '#66bb6a', dark: '#388e3c', contrastText: 'rgba(0, 0, 0, 0.87)' },
    action: {
      hover: 'rgba(255, 255, 255, 0.08)',
      selected: 'rgba(255, 255, 255, 0.16)',
      focus: 'rgba(255, 255, 255, 0.12)',
    },
    fieldBorder: 'rgba(255, 255, 255, 0.23)',
    chipBorder: '#616161',
    avatar: '#757575',
    rating: '#faaf00',
  },
};

/** The theme's shape and type, shared the same way. */
export const RADIUS = 12;
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The breakpoints (MUI's defaults), in pixels: a width from `sm` up is at least 600. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

function variables(p: Palette): string {
  const entries: [string, string][] = [
    ['primary', p.primary.main],
    ['primary-dark', p.primary.dark],
    ['primary-contrast', p.primary.contrastText],
    ['secondary', p.secondary.main],
    ['secondary-contrast', p.secondary.contrastText],
    ['background', p.background.default],
    ['paper', p.background.paper],
    ['text', p.text.primary],
    ['text-secondary', p.text.secondary],
    ['divider', p.divider],
    ...(['error', 'warning', 'info', 'success'] as const).flatMap((state): [string, string][] => [
      [state, p[state].main],
      [`${state}-dark`, p[state].dark],
      [`${state}-contrast`, p[state].contrastText],
    ]),
    ['hover', p.action.hover],
    ['selected', p.action.selected],
    ['focus', p.action.focus],
    ['field-border', p.fieldBorder],
    ['chip-border', p.chipBorder],
    ['avatar', p.avatar],
    ['avatar-text', p.background.default],
    ['rating', p.rating],
  ];
  return entries.map(([name, value]) => `--prosk-${name}:${value};`).join('');
}

/** The custom properties for both modes (`data-mode` on the root picks dark). */
export function paletteCss(): string {
  return [
    `:root{${variables(PALETTES.light)}--prosk-radius:${String(RADIUS)}px;--prosk-font:${FONT_FAMILY};}`,
    `:root[data-mode='dark']{${variables(PALETTES.dark)}}`,
  ].join('\n');
}
