/** What the catalogue's integration tests share: files to upload and the way to send them. */
import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { TestApp } from '../../test/harness';

/** A PNG of one colour and the given size. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7d5c' } })
    .png()
    .toBuffer();

/** A shell script with an HTML tag: what no upload may take for an image. */
export const script = () => Buffer.from('#!/bin/sh\nrm -rf /\n<script>alert(1)</script>');

/** The content type a browser sends for a file of this name. */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** Sends one file as the `file` field of a form, with the type its name's ending says. */
export async function sendFile(
  app: TestApp,
  request: { method: 'POST' | 'PUT'; path: string; token: string },
  data: Buffer,
  name: string,
) {
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1)];
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${app.url}/admin/api${request.path}`, {
    method: request.method,
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** The files stored below a folder whose names end as `ending` says, in order. */
export const storedFilesIn = async (dir: string, ending: RegExp) =>
  (await fs.readdir(dir, { recursive: true }).catch(() => [])).filter((f) => ending.test(f)).sort();

export { expectError } from '../../test/answers';
