/**
 * The storefront's folders import one way (issue 29, point 2): the layers of `../folders.ts`,
 * from the design system at the bottom to the routing and the app at the top.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import {
  LAYERS,
  circles,
  folderImports,
  importsUpward,
  layerOf,
  type FolderImport,
} from '../folders';

const SRC = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const IMPORTS = folderImports(SRC);

const link = (from: string, to: string): FolderImport => ({
  from,
  to,
  file: `${from}/a.ts`,
  target: `${to}/b.ts`,
});

describe('storefront folders', () => {
  it('finds the imports between folders, dynamic ones and CSS composition included', () => {
    const pairs = new Set(IMPORTS.map(({ from, to }) => `${from} -> ${to}`));
    // A page loaded lazily by the route table, a page's CSS composing the layout's classes.
    expect(pairs).to.include('routing -> home');
    expect(
      IMPORTS.some((found) => found.file.endsWith('.css') && found.to === 'layout'),
      'a CSS module composing from layout/',
    ).to.equal(true);
  });

  it('gives every folder of src/ its place in one layer', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    const unplaced = folders.filter((folder) => layerOf(folder) < 0);
    expect(unplaced, 'folders missing from LAYERS in storefront/folders.ts').to.deep.equal([]);
    const listed = LAYERS.flatMap((layer) => layer.folders).filter((folder) => folder !== '.');
    expect(
      listed.filter((folder) => !folders.includes(folder)),
      'folders in LAYERS that do not exist',
    ).to.deep.equal([]);
    expect(new Set(listed).size, 'a folder listed twice').to.equal(listed.length);
  });

  it('lets no folder import from a layer above its own', () => {
    const upward = importsUpward(IMPORTS).map(
      ({ file, target, from, to }) =>
        `${file} imports ${target}: ${LAYERS[layerOf(from)].name} under ${LAYERS[layerOf(to)].name}`,
    );
    expect(upward).to.deep.equal([]);
  });

  it('lets no folders import each other in a circle', () => {
    expect(circles(IMPORTS)).to.deep.equal([]);
  });

  it('reports an import that runs up and a circle, so the checks can fail', () => {
    const rank = (folder: string) => ['ui', 'layout', 'jobs', 'chat'].indexOf(folder);
    const upward = importsUpward(
      [link('layout', 'ui'), link('ui', 'layout'), link('jobs', 'chat')],
      rank,
    );
    expect(upward.map(({ from, to }) => `${from} -> ${to}`)).to.deep.equal([
      'ui -> layout',
      'jobs -> chat',
    ]);
    expect(
      circles([link('jobs', 'chat'), link('chat', 'jobs'), link('chat', 'ui'), link('seo', 'ui')]),
    ).to.deep.equal([['chat', 'jobs']]);
    expect(circles([link('a', 'b'), link('b', 'c'), link('c', 'a')])).to.deep.equal([
      ['a', 'b', 'c'],
    ]);
  });
});
