import type { Plugin } from 'vite';
import { paletteCss } from './src/preferences/palette';

/** `import 'palette.css'`: the palette's custom properties (`src/preferences/palette.ts`). */
const PALETTE_CSS = 'palette.css';
const RESOLVED = '\0prosk-palette.css';

/** The palette's custom properties as a stylesheet of the build, from the one palette. */
export function paletteStylesheet(): Plugin {
  return {
    name: 'prosk-palette',
    resolveId(id) {
      return id === PALETTE_CSS ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? paletteCss() : null;
    },
  };
}
