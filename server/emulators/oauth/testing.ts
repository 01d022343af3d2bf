/**
 * Test support: the emulator served on a free loopback port behind the app's edge middleware,
 * and a consent driver that does what a browser would (GET the page, submit its form, stop at
 * the redirect back to the client). Used by this folder's tests and by the accounts module's.
 */
import http from 'node:http';
import type net from 'node:net';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { requestEdge } from '../../platform/middleware';
import { createLogger } from '../../platform/logger';
import { createOAuthEmulator } from './index';

export interface ServedEmulator {
  /** Base URL, e.g. http://127.0.0.1:41234; pass it as PUBLIC_URL. */
  url: string;
  close(): Promise<void>;
}

export async function serveOAuthEmulator(
  options: {
    /** Parse form bodies before the emulator, as the app does; otherwise it reads them itself. */
    parseBodies?: boolean;
    /** Middleware run in front of the emulator, to tamper with requests or answers. */
    before?: Koa.Middleware[];
  } = {},
): Promise<ServedEmulator> {
  let handler: http.RequestListener = (_req, res) => res.end();
  // The port decides the issuer URL, so the server listens before the app is built.
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const app = new Koa();
  app.use(requestEdge(createLogger('silent')));
  if (options.parseBodies) app.use(koaBody({ parsedMethods: [HttpMethodEnum.POST] }));
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use(createOAuthEmulator({ baseUrl: url }).router.routes());
  handler = app.callback();
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const unescapeHtml = (value: string) =>
  value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

export interface ConsentResult {
  /** Where the emulator sent the browser (the client's redirect URI with its parameters). */
  location: URL;
  /** The consent page as served. */
  page: string;
}

/**
 * Opens an authorization URL and submits its consent form. Field values start as the page's
 * (prefilled inputs, checked boxes) and are overridden by `fields`; null leaves a field out,
 * like an unticked box.
 */
export async function giveConsent(
  authorizeUrl: string,
  choice: {
    decision?: 'allow' | 'cancel';
    fields?: Record<string, string | null>;
    headers?: Record<string, string>;
  } = {},
): Promise<ConsentResult> {
  const pageResponse = await fetch(authorizeUrl, { redirect: 'manual', headers: choice.headers });
  const page = await pageResponse.text();
  if (pageResponse.status !== 200) {
    throw new Error(`consent page answered ${pageResponse.status}: ${page}`);
  }
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('no consent form on the page');
  const form = new URLSearchParams();
  for (const match of page.matchAll(
    /<input type="(\w+)" name="([^"]+)" value="([^"]*)"([^>]*)>/g,
  )) {
    const [, type, name, value, rest] = match;
    if (type === 'checkbox' && !rest.includes('checked')) continue;
    form.set(name, unescapeHtml(value));
  }
  for (const [name, value] of Object.entries(choice.fields ?? {})) {
    if (value === null) form.delete(name);
    else form.set(name, value);
  }
  form.set('decision', choice.decision ?? 'allow');
  const decision = await fetch(new URL(unescapeHtml(action), authorizeUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...choice.headers },
    body: form.toString(),
  });
  const location = decision.headers.get('location');
  if (decision.status !== 302 || !location) {
    throw new Error(`consent decision answered ${decision.status}: ${await decision.text()}`);
  }
  return { location: new URL(location), page };
}
