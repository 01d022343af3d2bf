import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const storefrontDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const API_ORIGIN = 'http://localhost:3000';

/**
 * Libraries that change together and are needed on every page get their own long-lived
 * chunks, so that a release touching only our code does not make visitors download React
 * again. MUI's components are not grouped: each lands with the pages that use it, so the first
 * page loads only the components it shows. Pages are split by their dynamic imports.
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'emotion',
    test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: storefrontDir,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // Read by the bundle report (first-load size) and by the server to preload a page's chunks.
    manifest: true,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((group, index) => ({
            ...group,
            // Earlier groups win when a module matches more than one test.
            priority: VENDOR_GROUPS.length - index,
          })),
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
