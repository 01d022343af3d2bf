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
import sharp, { type Metadata } from 'sharp';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../common/constants';
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
    url: (key) => `/media/${key}`,
  };
}

export interface UploadedFile {
  filepath: string;
  size: number;
}

/**
 * Parses one multipart file field named `file`, within the kind's size limit, into a private
 * temporary directory that is removed after the handler, whatever happens.
 */
export function acceptUpload(kind: UploadKind): Middleware {
  const rule = RULES[kind];
  return async (ctx, next) => {
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

/** The real type of a file from its first bytes; refused unless the kind allows it. */
export async function detectType(kind: UploadKind, file: UploadedFile): Promise<string> {
  const type = await fileTypeFromFile(file.filepath);
  if (!type || !RULES[kind].types.includes(type.mime)) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', 415);
  }
  return type.mime;
}

export interface ImageSize {
  name: string;
  width: number;
  height?: number;
}

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
 * Stores an upload: images as WebP at each size (the first frame of a GIF), videos and files
 * as sent. Only generated names are used.
 */
export async function storeUpload(
  storage: Storage,
  kind: UploadKind,
  file: UploadedFile,
  sizes: ImageSize[] = [],
): Promise<StoredMedia> {
  const mime = await detectType(kind, file);
  const id = randomUUID();
  const folder = `${id.slice(0, 2)}/${id}`;
  if (kind !== 'image') {
    const key = `${folder}/original.${kind === 'video' ? 'mp4' : 'pdf'}`;
    await storage.put(key, file.filepath, mime);
    return { kind, mime, bytes: file.size, keys: { original: key } };
  }
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
    kind,
    mime: 'image/webp',
    bytes: file.size,
    keys,
    width: meta.width,
    height: meta.height,
  };
}
