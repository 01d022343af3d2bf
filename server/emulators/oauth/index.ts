/**
 * Local stand-ins for Google (OpenID Connect) and Facebook (OAuth 2) sign-in, so development and
 * tests run the real client code, discovery, PKCE and id_token validation included, without
 * credentials or network. Development only: the app mounts it only when config.social.emulator.
 * See README.md in this folder.
 */
import Router from '@koa/router';
import { mountFacebook } from './facebook';
import { mountGoogle } from './google';
import { createSigningKey } from './keys';

export const OAUTH_EMULATOR_PREFIX = '/emulators/oauth';

export interface OAuthEmulatorOptions {
  /** The app's public URL (config.publicUrl): issuer and endpoint URLs are built from it. */
  baseUrl: string;
}

export interface OAuthEmulator {
  router: Router;
}

/** A stable picture per id: a coloured disc, so no personal text ends up in an image. */
function avatarSvg(id: string): string {
  let hue = 0;
  for (const char of id) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue} 55% 55%)"/><circle cx="48" cy="38" r="16" fill="#fff"/><path d="M18 82a30 24 0 0 1 60 0z" fill="#fff"/></svg>`;
}

export function createOAuthEmulator(options: OAuthEmulatorOptions): OAuthEmulator {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const router = new Router({ prefix: OAUTH_EMULATOR_PREFIX });
  const signingKey = createSigningKey();
  mountGoogle(router, { prefix: OAUTH_EMULATOR_PREFIX, baseUrl, signingKey });
  mountFacebook(router, { prefix: OAUTH_EMULATOR_PREFIX, baseUrl });
  router.get('/avatar/:file', (ctx) => {
    const id = /^(\d{1,32})\.svg$/.exec(ctx.params.file)?.[1];
    if (!id) return;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    // Shown by the storefront, which in development runs on another port (another origin).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.type = 'image/svg+xml';
    ctx.body = avatarSvg(id);
  });
  return { router };
}
