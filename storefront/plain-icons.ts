import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

/** `import SearchIcon from 'plain-icon:Search'`: the icon of `@mui/icons-material/Search`. */
const PLAIN_ICON_PREFIX = 'plain-icon:';
const RESOLVED = '\0plain-icon:';
const PLAIN_ICON_MODULE = fileURLToPath(new URL('./src/ui/Icon.tsx', import.meta.url));
const NAME = /^[A-Z][A-Za-z0-9]*$/;

const require = createRequire(import.meta.url);

/** The shapes inside an MUI icon's `<svg>`, rendered once from the installed package. */
function iconShapes(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not an icon name: ${name}`);
  const exported = require(`@mui/icons-material/${name}`) as
    ComponentType | { default: ComponentType };
  const component = 'default' in exported ? exported.default : exported;
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /<svg[^>]*>(.*)<\/svg>$/s.exec(markup);
  if (!inner) throw new Error(`The icon ${name} rendered no <svg>`);
  return inner[1];
}

/**
 * The public pages' icons as plain `<svg>` elements (`src/ui/Icon.tsx`) instead of MUI's
 * `SvgIcon` components, which bring MUI's styling runtime into the first load. Their shapes are
 * read at build time from `@mui/icons-material`, so the pictures stay the library's own.
 */
export function plainIcons(): Plugin {
  return {
    name: 'prosk-plain-icons',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PLAIN_ICON_PREFIX)
        ? `${RESOLVED}${id.slice(PLAIN_ICON_PREFIX.length)}`
        : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      return [
        `import { plainIcon } from ${JSON.stringify(PLAIN_ICON_MODULE)};`,
        `export default plainIcon(${JSON.stringify(iconShapes(name))});`,
      ].join('\n');
    },
  };
}
