import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The back office is its own app on its own origin; `npx vite build --config
 * backoffice/vite.config.ts` works from the repository root because every path is anchored here.
 */
export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // react-admin and MUI make one large vendor bundle; a staff tool on a desktop can afford it.
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5174,
    strictPort: true,
    // The catalogues live in ../common and the dependencies in the root node_modules.
    fs: { allow: [fromHere('.'), fromHere('../common'), fromHere('../node_modules')] },
  },
  preview: { port: 5174, strictPort: true },
});
