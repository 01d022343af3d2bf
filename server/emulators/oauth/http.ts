/** Request and answer helpers shared by the emulated providers. */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { isLanguage, type Language } from '../../../common/i18n';

/** Larger than any real authorization form or token request; anything bigger is a mistake. */
const FORM_LIMIT_BYTES = 64 * 1024;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Opaque random values: codes, tokens, consent ids. 32 bytes cannot be guessed. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256Base64Url = (value: string) =>
  createHash('sha256').update(value).digest('base64url');

/** A provider-style numeric id that stays the same for the same seed across restarts. */
export function stableNumericId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, '0')}`;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The language chosen by the app's edge middleware, or Spanish when mounted without it. */
export function languageOf(ctx: Context): Language {
  const chosen: unknown = (ctx.state as { language?: unknown } | undefined)?.language;
  return isLanguage(chosen) ? chosen : 'es';
}

/** One query parameter given exactly once; repeated parameters are ambiguous, so refused. */
export function queryParam(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The form body of a POST. The app's body parser may already have read it; mounted alone (the
 * tests) the emulator reads it itself. Only form-encoded bodies count, as in the OAuth spec.
 */
export async function readForm(ctx: Context): Promise<URLSearchParams> {
  const form = new URLSearchParams();
  if (!ctx.is('application/x-www-form-urlencoded')) return form;
  const parsed: unknown = (ctx.request as { body?: unknown }).body;
  if (parsed !== undefined && parsed !== null && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') form.append(key, value);
    }
    return form;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // The edge middleware turns a status-413 error into its PAYLOAD_TOO_LARGE envelope.
    if (size > FORM_LIMIT_BYTES) throw Object.assign(new Error('form too large'), { status: 413 });
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Codes and tokens must never be cached by a browser or a proxy. */
export function noStore(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Pragma', 'no-cache');
}

/** An absolute http(s) URL without fragment (RFC 6749 3.1.2), or undefined. */
export function validRedirectUri(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol) || url.hash !== '' || value.includes('#')) {
      return undefined;
    }
    return value;
  } catch {
    return undefined;
  }
}

/** Sends the browser back to the client with the given parameters added to its redirect URI. */
export function redirectBack(
  ctx: Context,
  redirectUri: string,
  params: Record<string, string | undefined>,
  fragment = '',
): void {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  noStore(ctx);
  ctx.redirect(`${url.href}${fragment}`);
}
