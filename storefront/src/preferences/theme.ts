import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { LayoutMode } from './layout-mode';
import { BREAKPOINTS, FONT_FAMILY, PALETTES, RADIUS } from './palette';

/** The MUI theme for a layout mode; the palette follows light or dark, layout the direction. */
export function buildTheme({ mode, direction }: LayoutMode): Theme {
  const palette = PALETTES[mode];
  return createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: palette.primary,
      secondary: palette.secondary,
      background: palette.background,
      text: palette.text,
      divider: palette.divider,
    },
    shape: { borderRadius: RADIUS },
    typography: {
      // System fonts: no font download, and nothing for the content security policy to allow.
      fontFamily: FONT_FAMILY,
      h1: { fontSize: 'clamp(2rem, 5vw, 3rem)', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: 'clamp(1.5rem, 3.5vw, 2rem)', fontWeight: 700 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
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

const themes = new Map<string, Theme>();

/** One theme per layout mode, made once. */
export function themeFor(layout: LayoutMode): Theme {
  const key = `${layout.mode} ${layout.direction}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = buildTheme(layout);
    themes.set(key, theme);
  }
  return theme;
}
