/**
 * The storefront's folders in layers (issue 29, point 2): a folder imports from its own layer or
 * the ones below, never from one above, and no folders import each other in a circle, even
 * within a layer. `folders.test.ts` checks every import of `src/` against this list; the map is
 * drawn in `storefront/README.md`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** From the bottom up. Files at the top of `src/` (`main.tsx`) count as the app's. */
export const LAYERS: readonly { name: string; folders: readonly string[] }[] = [
  { name: 'design system', folders: ['ui'] },
  { name: 'browser', folders: ['chunks', 'preferences'] },
  { name: 'texts', folders: ['i18n'] },
  { name: 'services', folders: ['navigation', 'api', 'media', 'seo'] },
  { name: 'session', folders: ['session'] },
  { name: 'forms', folders: ['forms', 'pwa'] },
  { name: 'layout', folders: ['layout'] },
  {
    name: 'features',
    folders: [
      'not-found',
      'content',
      'profiles',
      'categories',
      'accounts',
      'conversations',
      'settings',
      'agenda',
      'billing',
      'jobs',
      'chat',
      'notifications',
      'favorites',
      'home',
      'search',
      'public-profile',
      'seller',
    ],
  },
  { name: 'routing', folders: ['routing'] },
  { name: 'app', folders: ['app', 'ssr', '.'] },
];

/** An import from one folder of `src/` to another: `from` and `to` are folder names. */
export interface FolderImport {
  from: string;
  to: string;
  /** The importing file and the imported one, from `src/`. */
  file: string;
  target: string;
}

const SOURCE = /\.(tsx?|css)$/;
const RESOLVED = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** What a file imports by relative path: static and dynamic imports, CSS `composes … from`. */
function specifiers(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.css')) {
    return [...text.matchAll(/(?:\bfrom|@import)\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
  }
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The folder of `src/` a file belongs to (`.` for the files at its top). */
export function folderOf(src: string, path: string): string {
  const parts = relative(src, path).split(sep);
  return parts.length > 1 ? parts[0] : '.';
}

/** Every import between two different folders of `src/`. */
export function folderImports(src: string): FolderImport[] {
  const found: FolderImport[] = [];
  for (const file of filesUnder(src)) {
    for (const specifier of specifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier);
      const target = RESOLVED.map((end) => base + end).find(
        (path) => existsSync(path) && statSync(path).isFile(),
      );
      if (!target?.startsWith(src + sep)) continue;
      const from = folderOf(src, file);
      const to = folderOf(src, target);
      if (from !== to) {
        found.push({ from, to, file: relative(src, file), target: relative(src, target) });
      }
    }
  }
  return found;
}

export function layerOf(folder: string): number {
  return LAYERS.findIndex((layer) => layer.folders.includes(folder));
}

/** Imports from a folder up to one in a higher layer. */
export function importsUpward(
  imports: readonly FolderImport[],
  rank: (folder: string) => number = layerOf,
): FolderImport[] {
  return imports.filter((link) => rank(link.to) > rank(link.from));
}

/** Groups of two or more folders that reach each other by imports (Tarjan's algorithm). */
export function circles(imports: readonly FolderImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) ?? 0);
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) found.push(group.sort());
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) visit(folder);
  return found;
}
