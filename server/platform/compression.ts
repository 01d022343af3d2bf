/**
 * Every text answer leaves compressed (brotli, else gzip) and carries a validator: hashed
 * assets are precompressed at build time and served as their `.br`/`.gz` files, everything
 * else (API JSON, rendered pages, feeds, sitemaps) is compressed on the way out, and a client
 * that already holds the same answer gets `304 Not Modified` instead of the body again.
 */
import { createHash } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Stream } from 'node:stream';
import zlib from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/** Text answers above a kilobyte are compressed; brotli's quality 4 costs about what gzip's 6 does. */
export function compression(): Middleware {
  return compress({ threshold: 1024, br: BROTLI, gzip: GZIP, deflate: false, zstd: false });
}

/**
 * For an answer written in parts that must not wait for each other (a page whose head leaves
 * before its content): each part leaves compressed as soon as it is written. Set as
 * `ctx.compress`.
 */
export const COMPRESS_EACH_PART = {
  br: { ...BROTLI, flush: zlib.constants.BROTLI_OPERATION_FLUSH },
  gzip: { ...GZIP, flush: zlib.constants.Z_SYNC_FLUSH },
};

function isFileStream(body: unknown): body is ReadStream {
  return body instanceof Stream && typeof (body as Partial<ReadStream>).path === 'string';
}

const strongValidator = (bytes: string | Buffer) =>
  `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** A weak validator of a file's size and change time. */
async function fileValidator(body: ReadStream): Promise<string> {
  const file = await stat(body.path);
  return `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
}

/**
 * Adds an `ETag` to successful reads that do not say `no-store`, and answers `304` when the
 * request's `If-None-Match` (or `If-Modified-Since`) still matches. Streams other than files
 * (a sitemap being written) are left alone.
 */
export function conditionalGet(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.status !== 200 || ctx.body == null) return;
    if (/\bno-store\b/.test(ctx.response.get('Cache-Control'))) return;
    if (!ctx.response.get('ETag')) {
      const { body } = ctx;
      if (typeof body === 'string' || Buffer.isBuffer(body)) {
        ctx.set('ETag', strongValidator(body));
      } else if (isFileStream(body)) {
        ctx.set('ETag', await fileValidator(body));
      } else if (typeof body === 'object' && !(body instanceof Stream)) {
        // Serialised once: the JSON hashed is the JSON sent (its type stays application/json).
        const json = JSON.stringify(body);
        ctx.body = json;
        ctx.set('ETag', strongValidator(json));
      }
    }
    if (ctx.fresh) {
      if (isFileStream(ctx.body)) ctx.body.destroy();
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
