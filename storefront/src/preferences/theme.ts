import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { LayoutMode } from './layout-mode';

const BRAND = { main: '#0b6e4f', light: '#3fa37f', dark: '#07503a' };
const ACCENT = { main: '#f2a541' };

/** The CSS custom properties that plain parts read (`src/layout/*.module.css`). */
function paletteVariables({ palette, shape, typography }: Theme): Record<string, string> {
  return {
    '--prosk-primary': palette.primary.main,
    '--prosk-primary-dark': palette.primary.dark,
    '--prosk-primary-contrast': palette.primary.contrastText,
    '--prosk-secondary': palette.secondary.main,
    '--prosk-secondary-contrast': palette.secondary.contrastText,
    '--prosk-text': palette.text.primary,
    '--prosk-text-secondary': palette.text.secondary,
    '--prosk-divider': palette.divider,
    '--prosk-paper': palette.background.paper,
    '--prosk-hover': palette.action.hover,
    '--prosk-focus': palette.action.focus,
    '--prosk-selected': palette.action.selected,
    '--prosk-field-border':
      palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
    '--prosk-chip-border': palette.mode === 'dark' ? palette.grey[700] : palette.grey[400],
    '--prosk-avatar': palette.mode === 'dark' ? palette.grey[600] : palette.grey[400],
    '--prosk-avatar-text': palette.background.default,
    '--prosk-rating': '#faaf00',
    '--prosk-radius': `${String(shape.borderRadius)}px`,
    '--prosk-font': typography.fontFamily ?? 'system-ui, sans-serif',
  };
}

/** The MUI theme for a layout mode; the palette follows light or dark, layout the direction. */
export function buildTheme({ mode, direction }: LayoutMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    direction,
    palette: {
      mode,
      primary: dark ? { main: BRAND.light, contrastText: '#08140f' } : BRAND,
      secondary: ACCENT,
      background: dark
        ? { default: '#0f1512', paper: '#17201b' }
        : { default: '#f7f8f6', paper: '#ffffff' },
    },
    shape: { borderRadius: 12 },
    typography: {
      // System fonts: no font download, and nothing for the content security policy to allow.
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      h1: { fontSize: 'clamp(2rem, 5vw, 3rem)', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: 'clamp(1.5rem, 3.5vw, 2rem)', fontWeight: 700 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          // The theme's colours and shape for parts drawn with plain elements and CSS modules
          // (`var(--prosk-…)`), so they follow light and dark like MUI's components.
          ':root': paletteVariables(theme),
          // A hash target must not end up hidden under the sticky header.
          '[id]': { scrollMarginTop: '5rem' },
        }),
      },
      // MUI spaces button icons with physical margins; mirror them for right-to-left.
      ...(direction === 'rtl'
        ? {
            MuiButton: {
              styleOverrides: {
                startIcon: { marginLeft: 8, marginRight: -4 },
                endIcon: { marginLeft: -4, marginRight: 8 },
              },
            },
          }
        : {}),
    },
  });
}
