import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { paletteStylesheet } from './palette-css';
import { plainIcons } from './plain-icons';
import { regionOffsets } from './region-offsets-plugin';
import {
  API_NETWORK_TIMEOUT_SECONDS,
  NAVIGATION_DENYLIST,
  OFFLINE_API_CACHE,
  OFFLINE_API_READS,
} from './src/api/sw-routes';

const storefrontDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const API_ORIGIN = 'http://localhost:3000';

/**
 * Libraries that change together and are needed on every page get their own long-lived
 * chunks, so that a release touching only our code does not make visitors download React
 * again. The kit's components are not grouped: those of the shell go with it (`closureChunk`),
 * the others land with the pages that use them, so the first page loads only the components it
 * shows. Pages are split by their dynamic imports.
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * React Router's package exports name only its development build (with its warnings and
 * checks); its production build ships beside it. Both of the storefront's builds (the browser's
 * and the server's) take the production one, by exact import path; the development server
 * keeps the warnings.
 */
const REACT_ROUTER = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER}dom-export.mjs` },
];

const ENTRY_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const HOME_MODULE = fileURLToPath(new URL('./src/home/HomePage.tsx', import.meta.url));
/** The home page's parts' chunk (`closureChunk(HOME_MODULE, 'home')`). */
const HOME_CHUNK = /(^|\/)home-[\w-]+\.js$/;
const KIT_INDEX = fileURLToPath(new URL('./src/ui/index.ts', import.meta.url));

/** A module of the kit by its specifier in the kit's index (`./Button`). */
function kitModule(specifier: string): string {
  const base = path.join(path.dirname(KIT_INDEX), specifier);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ending) => `${base}${ending}`)
    .find((file) => existsSync(file));
  if (!found) throw new Error(`The kit's index names ${specifier}, which does not exist`);
  return found;
}

/** Each value the kit's index exports, and the module of the kit that defines it. */
function kitExports(): Map<string, string> {
  const exports = new Map<string, string>();
  const source = readFileSync(KIT_INDEX, 'utf8');
  for (const [, names, specifier] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const file = kitModule(specifier);
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported && !exported.startsWith('type ')) exports.set(exported, file);
    }
  }
  return exports;
}

/** The values a module takes from the kit's index (`import { Button } from '../ui'`). */
function kitNamesImportedBy(moduleId: string): string[] {
  if (!existsSync(moduleId)) return [];
  const source = readFileSync(moduleId, 'utf8');
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:\.\.?\/)+ui'/g)].flatMap(
    ([, names]) =>
      names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type ')),
  );
}

/**
 * Every module `root` imports statically, following the kit's index (`ui/index.ts`) only to the
 * parts a module names from it: a page carries the buttons and fields it shows, not every
 * dialog and menu of the kit.
 */
function staticClosure(root: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const kit = kitExports();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const child of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (child !== KIT_INDEX) visit(child);
      else for (const name of kitNamesImportedBy(id)) visit(kit.get(name) ?? child);
    }
  };
  visit(root);
  return seen;
}

/**
 * A chunk of every module `root` imports statically (outside the groups of a higher priority;
 * a lazy page's own module is left to its route's chunk).
 * The app's shell is the entry's (the providers, the router, the layout and the kit's parts they
 * show): every page loads all of it before it runs, and as one file it compresses better than the
 * dozens of small chunks it would otherwise be cut into (each module shared with a lazy page
 * became its own). The home page's parts (its cards, chips and lists, shared with the other
 * public pages) are one chunk for the same reason: the first visit loads them at once.
 */
function closureChunk(root: string, name: string): Rolldown.CodeSplittingGroup['name'] {
  let members: Set<string> | null = null;
  return (moduleId, ctx) => {
    members ??= staticClosure(root, ctx);
    // The root stays its own chunk: a lazy page's module is the one its route imports, the entry
    // the one the page's script tag names (the build's manifest lists it as the entry).
    return members.has(moduleId) && moduleId !== root ? name : null;
  };
}

/**
 * Navigations to the product's pages (not to the API, media, feeds or emulators). Workbox
 * writes a matcher's source into the worker, so the denylist goes in as literals.
 */
const pageNavigation = new Function(
  'options',
  `return options.request.mode === 'navigate' && ![${NAVIGATION_DENYLIST.map(String).join(', ')}].some((pattern) => pattern.test(options.url.pathname));`,
) as (options: { request: Request; url: URL }) => boolean;

/** The light palette's colours (`src/preferences/palette.ts`). */
const THEME_COLOR = '#0b6e4f';
const BACKGROUND_COLOR = '#f7f8f6';

/**
 * The installable app and its service worker (`docs/adr/0021-installable-and-offline-agenda.md`):
 * the app shell precached, every page navigation answered by it when offline, and the API reads
 * of the offline agenda and jobs network-first with a short timeout. The page registers the
 * worker itself (`src/pwa/register.ts`) and asks before an update takes over.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Prosk',
    short_name: 'Prosk',
    description: 'Servicios de profesionales independientes en Uruguay y Brasil.',
    lang: 'es-UY',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: the page, scripts and styles (catalogues included: they are bundled) and the
    // icons; no source maps, no content images.
    globPatterns: ['**/*.{html,js,css,svg,webmanifest}', 'icons/*.png'],
    globIgnores: ['**/*.map', 'content/**'],
    // Pages come from the network (public ones are rendered on the server); only without a
    // connection does the precached shell answer, and the app shows its offline state.
    cleanupOutdatedCaches: true,
    // No catch-all answer from the shell (the plugin's default): a navigation goes to the
    // network through the route below, and the server's own pages (the inbox, the emulators)
    // are never the app's.
    navigateFallback: null,
    // A first visit is controlled at once, so what it reads is kept for offline.
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: pageNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: OFFLINE_API_READS,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_API_CACHE,
          networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          // The answers carry Vary headers the page's own requests always satisfy.
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 80, maxAgeSeconds: 14 * 24 * 60 * 60 },
          plugins: [
            {
              // Marks an answer given from the cache (the network failed or was too slow):
              // the page shows it as saved data (`SAVED_COPY_HEADER` of src/api/sw-routes.ts).
              // Serialized into the worker, so it names nothing from this file.
              cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                if (!cachedResponse) return cachedResponse;
                const headers = new Headers(cachedResponse.headers);
                headers.set('X-Prosk-Saved-Copy', '1');
                return new Response(await cachedResponse.blob(), {
                  status: cachedResponse.status,
                  statusText: cachedResponse.statusText,
                  headers,
                });
              },
            },
          ],
        },
      },
    ],
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  root: storefrontDir,
  publicDir: 'public',
  plugins: [plainIcons(), paletteStylesheet(), regionOffsets(), react(), pwa],
  // The development server keeps the router's warnings.
  resolve: { alias: command === 'build' ? ROUTER_PRODUCTION : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // The plain parts' CSS modules are a few kilobytes: one file, linked from the page's head,
    // so that a server-rendered page is drawn with them before any script arrives.
    cssCodeSplit: false,
    // Read by the bundle report (first-load size) and by the server to preload a page's chunks.
    manifest: true,
    // The page preloads the shell's chunks (its links in index.html). A lazy page's code is
    // fetched with the home page's parts beside it (the public pages all use them), its other
    // chunks once it runs: listing every page's chunks for preloading would weigh about 3 KB in
    // the first load, and the service worker keeps every chunk once installed. Every browser
    // the product supports preloads modules without a polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => HOME_CHUNK.test(dep)),
    },
    rolldownOptions: {
      // The kit's index only re-exports: a module takes from it the parts it names and no others.
      experimental: { lazyBarrel: true },
      treeshake: {
        moduleSideEffects: (id: string) => (id === KIT_INDEX ? false : undefined),
      },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                ...VENDOR_GROUPS.map((group, index) => ({
                  ...group,
                  // Earlier groups win when a module matches more than one test.
                  priority: VENDOR_GROUPS.length - index + 1,
                })),
                { name: closureChunk(ENTRY_MODULE, 'shell'), debugName: 'shell', priority: 2 },
                { name: closureChunk(HOME_MODULE, 'home'), debugName: 'home', priority: 1 },
              ],
            },
          },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/admin/api': API_ORIGIN,
      '/health': API_ORIGIN,
      '/dev': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
    // The app imports the route table and catalogues from ../common.
    fs: { allow: [repoRoot] },
  },
  // The server's build (`--ssr src/ssr/entry-server.tsx`, which renders public pages) carries
  // its libraries inside, in their production builds, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
