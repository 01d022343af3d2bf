/**
 * Uploads: multipart bodies parsed only on upload routes, with the limit of the kind of file;
 * the type decided by the content (magic bytes), never the name or the declared type; images
 * re-encoded and resized so no page downloads an original; everything stored under generated
 * names in a storage directory (an S3-compatible store can implement the same `Storage`).
 * Whatever goes wrong, the request's temporary files are removed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import serve from 'koa-static';
import sharp, { type Metadata } from 'sharp';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../common/constants';
import type { ImageSize } from '../../common/media';
import { AppError } from './errors';

export type UploadKind = 'image' | 'video' | 'file';

const RULES: Record<UploadKind, { max: number; types: string[]; tooLarge: string }> = {
  image: {
    max: MAX_IMAGE_BYTES,
    types: ['image/png', 'image/jpeg', 'image/gif'],
    tooLarge: 'UPLOAD_IMAGE_TOO_LARGE',
  },
  video: { max: MAX_VIDEO_BYTES, types: ['video/mp4'], tooLarge: 'UPLOAD_VIDEO_TOO_LARGE' },
  // "under 5 MB" (spec point 9): one byte less than the setting.
  file: { max: MAX_FILE_BYTES - 1, types: ['application/pdf'], tooLarge: 'UPLOAD_FILE_TOO_LARGE' },
};

/** Decoded images larger than this many pixels are refused (decompression bombs). */
const MAX_PIXELS = 40_000_000;

/**
 * Decoding is what costs memory: an interlaced 40-megapixel PNG is held whole, about 160 MB.
 * libvips keeps no cache of decoded images and uses a fixed, small number of threads, and the
 * images of concurrent uploads are decoded one after the other, so memory does not grow with
 * the number of uploads at once (they wait their turn instead).
 */
sharp.cache(false);
sharp.concurrency(2);
const IMAGE_DECODES_AT_ONCE = 1;

/** Runs work with at most `size` of it at a time; the rest waits in arrival order. */
function workQueue(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < size) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const decodeQueue = workQueue(IMAGE_DECODES_AT_ONCE);

export interface Storage {
  put(key: string, data: Buffer | string, contentType: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  url(key: string): string;
  dir?: string;
}

/** Files in a directory, served under /media. */
export function directoryStorage(dir: string): Storage {
  return {
    dir,
    async put(key, data) {
      const target = path.join(dir, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      if (typeof data === 'string') await fs.copyFile(data, target);
      else await fs.writeFile(target, data);
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => fs.rm(path.join(dir, k), { force: true })));
    },
    url: (key) => `${MEDIA_URL_PREFIX}${key}`,
  };
}

/** Where `directoryStorage` serves its files: a stored file's URL is this and its key. */
const MEDIA_URL_PREFIX = '/media/';

/**
 * The keys (under the uploads directory) of the files stored URLs point at: only ours, and
 * never a path that climbs out of the directory. Other URLs (a provider's picture) are skipped.
 */
export function storedKeysOf(urls: readonly unknown[]): string[] {
  return urls
    .filter((url): url is string => typeof url === 'string' && url.startsWith(MEDIA_URL_PREFIX))
    .map((url) => url.slice(MEDIA_URL_PREFIX.length))
    .filter((key) => key.length > 0 && !key.split('/').includes('..'));
}

/** A storage whose keys all live under `prefix/` of the given one (one module's files). */
export function prefixedStorage(base: Storage, prefix: string): Storage {
  return {
    put: (key, data, contentType) => base.put(`${prefix}/${key}`, data, contentType),
    remove: (keys) => base.remove(keys.map((k) => `${prefix}/${k}`)),
    url: (key) => base.url(`${prefix}/${key}`),
  };
}

/** What a stored file is, from the extension its generated name was given for its real type. */
const SERVED_TYPES: Record<string, { type: string; disposition: 'inline' | 'attachment' }> = {
  webp: { type: 'image/webp', disposition: 'inline' },
  mp4: { type: 'video/mp4', disposition: 'inline' },
  // A document is downloaded, never shown as a page of the product's origin.
  pdf: { type: 'application/pdf', disposition: 'attachment' },
};

/** The names `storeUpload` gives (under an optional module folder), and nothing else. */
const MEDIA_KEY =
  /^(?:[a-z]+\/)?[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[a-z]+\.(webp|mp4|pdf)$/;

/**
 * Serves stored uploads under /media. Only generated names are looked up (no traversal, no NUL
 * can reach the file system), and every answer is inert: its type is the stored one, the
 * browser may not sniff another, and rendered on its own it runs in a sandbox with no script,
 * no style and no origin, so a file that carries HTML can never act as a page of the product.
 */
export function serveMedia(dir: string): Middleware {
  const files = serve(dir, {
    index: false,
    // Media names are generated and never reused, so they can be cached for good; a chat's
    // files only by the browser that fetched them (a shared cache would outlive a deletion).
    setHeaders: (res, filePath) =>
      res.setHeader(
        'Cache-Control',
        filePath.startsWith(path.join(dir, 'chat') + path.sep)
          ? 'private, max-age=86400'
          : 'public, max-age=31536000, immutable',
      ),
  });
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/media/') || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const key = ctx.path.slice('/media/'.length);
    const served = SERVED_TYPES[MEDIA_KEY.exec(key)?.[1] ?? ''];
    if (!served) throw new AppError('NOT_FOUND', 404);
    const requested = ctx.path;
    ctx.path = `/${key}`;
    try {
      await files(ctx, async () => undefined);
    } finally {
      ctx.path = requested;
    }
    if (ctx.body === undefined) throw new AppError('NOT_FOUND', 404);
    ctx.type = served.type;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Content-Disposition', served.disposition);
    ctx.set('Cross-Origin-Resource-Policy', 'same-site');
  };
}

export interface UploadedFile {
  filepath: string;
  size: number;
}

/** Boundaries, part headers and the few form fields around the file of a multipart body. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/**
 * Parses one multipart file field named `file`, within the kind's size limit, into a private
 * temporary directory that is removed after the handler, whatever happens.
 */
export function acceptUpload(kind: UploadKind): Middleware {
  const rule = RULES[kind];
  return async (ctx, next) => {
    // A body declared larger than the file limit (with room for the multipart framing) is
    // refused before a byte of it is read.
    if ((ctx.request.length ?? 0) > rule.max + MULTIPART_FRAMING_BYTES) {
      throw new AppError(rule.tooLarge, 413);
    }
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'prosk-upload-'));
    try {
      await koaBody({
        multipart: true,
        urlencoded: false,
        json: false,
        text: false,
        parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT],
        formidable: {
          uploadDir: tmp,
          maxFiles: 1,
          maxFileSize: rule.max,
          maxTotalFileSize: rule.max,
          maxFields: 10,
          keepExtensions: false,
        },
        onError: (error) => {
          const code = (error as { httpCode?: number; code?: number }).httpCode;
          throw code === 413 || /maxFileSize|maxTotalFileSize/.test(String(error))
            ? new AppError(rule.tooLarge, 413)
            : new AppError('VALIDATION_FAILED', 422, {
                fields: [{ field: 'file', key: 'fields.invalid' }],
              });
        },
      })(ctx, async () => undefined);
      const file = ctx.request.files?.file;
      const single = Array.isArray(file) ? file[0] : file;
      if (!single) {
        throw new AppError('VALIDATION_FAILED', 422, {
          fields: [{ field: 'file', key: 'fields.required' }],
        });
      }
      ctx.state.upload = { filepath: single.filepath, size: single.size } satisfies UploadedFile;
      await next();
    } finally {
      await fs.rm(tmp, { recursive: true, force: true });
    }
  };
}

/**
 * `acceptUpload` of the kind named in the query (`?kind=`), among the route's kinds, so each
 * kind keeps its own size limit and 'too large' error; any other kind is refused before a byte
 * of the body is read.
 */
export function acceptUploadOfKind(kinds: readonly UploadKind[]): Middleware {
  return (ctx, next) => {
    const kind = ctx.query.kind;
    if (typeof kind !== 'string' || !kinds.includes(kind as UploadKind)) {
      const key = kind === undefined || kind === '' ? 'fields.required' : 'fields.unknownChoice';
      throw new AppError('VALIDATION_FAILED', 422, { fields: [{ field: 'kind', key }] });
    }
    return acceptUpload(kind as UploadKind)(ctx, next);
  };
}

/**
 * Whether a browser sniffing the content would take it for markup: after optional white space
 * (and a byte order mark) it opens with `<`. No PNG, JPEG, GIF, MP4 or PDF starts that way,
 * but a crafted file can carry valid magic bytes further in (an MP4 box size of "<!--").
 */
async function startsAsMarkup(file: UploadedFile): Promise<boolean> {
  const handle = await fs.open(file.filepath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    return /^(\xef\xbb\xbf)?[\t\n\f\r ]*</.test(text);
  } finally {
    await handle.close();
  }
}

/**
 * The real type of a file from its first bytes; refused unless the kind allows it, and refused
 * when it would also pass for an HTML page.
 */
export async function detectType(kind: UploadKind, file: UploadedFile): Promise<string> {
  const type = await fileTypeFromFile(file.filepath);
  if (!type || !RULES[kind].types.includes(type.mime) || (await startsAsMarkup(file))) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', 415);
  }
  return type.mime;
}

export type { ImageSize };

export interface StoredMedia {
  kind: UploadKind;
  mime: string;
  bytes: number;
  /** Storage keys by size name (images) or `original` (videos and files). */
  keys: Record<string, string>;
  width?: number;
  height?: number;
}

/**
 * Stores an upload: images as WebP at each size (the first frame of a GIF; the sizes of each
 * kind of image are in `common/media.ts`), videos and files as sent. Only generated names are
 * used.
 */
export async function storeUpload(
  storage: Storage,
  kind: UploadKind,
  file: UploadedFile,
  sizes: readonly ImageSize[] = [],
): Promise<StoredMedia> {
  const mime = await detectType(kind, file);
  const id = randomUUID();
  const folder = `${id.slice(0, 2)}/${id}`;
  if (kind !== 'image') {
    const key = `${folder}/original.${kind === 'video' ? 'mp4' : 'pdf'}`;
    await storage.put(key, file.filepath, mime);
    return { kind, mime, bytes: file.size, keys: { original: key } };
  }
  return decodeQueue(() => storeImage(storage, folder, file, sizes));
}

/** Re-encodes an image at each size, as WebP files in the folder. */
async function storeImage(
  storage: Storage,
  folder: string,
  file: UploadedFile,
  sizes: readonly ImageSize[],
): Promise<StoredMedia> {
  let meta: Metadata;
  try {
    meta = await sharp(file.filepath, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', 415);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', 415);
  }
  const keys: Record<string, string> = {};
  try {
    for (const size of sizes) {
      const data = await sharp(file.filepath, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({
          width: size.width,
          height: size.height,
          fit: size.height ? 'cover' : 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${folder}/${size.name}.webp`;
      await storage.put(key, data, 'image/webp');
      keys[size.name] = key;
    }
  } catch (error) {
    await storage.remove(Object.values(keys));
    if (error instanceof AppError) throw error;
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', 415, { cause: error });
  }
  return {
    kind: 'image',
    mime: 'image/webp',
    bytes: file.size,
    keys,
    width: meta.width,
    height: meta.height,
  };
}
