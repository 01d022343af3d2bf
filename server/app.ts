/**
 * Builds the HTTP apps from the modules: the API and storefront on one origin, the back office
 * on its own. No business logic here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@koa/cors';
import Koa from 'koa';
import helmet from 'helmet';
import serve from 'koa-static';
import { APP_VERSION } from '../common/constants';
import { createMercadoPagoEmulator, MERCADOPAGO_EMULATOR_PREFIX } from './emulators/mercadopago';
import { createOAuthEmulator, OAUTH_EMULATOR_PREFIX } from './emulators/oauth';
import { createWhatsAppEmulator, WHATSAPP_EMULATOR_PREFIX } from './emulators/whatsapp';
import type { SmtpInbox } from './emulators/smtp';
import {
  createAccountsModule,
  notificationContacts,
  turnNotificationOff,
} from './modules/accounts';
import {
  approveForJob,
  bookingCalendar,
  bookingDay,
  createAgendaModule,
  holdSlot,
  keepsAgenda,
  releaseForJob,
} from './modules/agenda';
import { createBillingModule, linkedPaymentAccounts } from './modules/billing';
import { createCatalogueModule, taxonomyNames } from './modules/catalogue';
import { createContentModule } from './modules/content';
import {
  createJobsModule,
  haveJobTogether,
  jobsBetween,
  offerCards,
  proskerJobsBetween,
  reasonNames,
  serviceSummaries,
} from './modules/jobs';
import {
  clientWrote,
  createMessagingModule,
  messagesOfUser,
  replyMinutes,
  whatsappNumberOfUser,
  WHATSAPP_WEBHOOK_PATH,
} from './modules/messaging';
import { createSellerModule, sellerForget } from './modules/seller';
import { createSeoModule, ROBOTS_PATH, SITEMAP_INDEX_PATH, SITEMAPS_PREFIX } from './modules/seo';
import type { Platform } from './platform';
import { databaseUnavailable, isDatabaseUnavailable } from './platform/db';
import { devInboxRouter } from './platform/dev-inbox';
import { AppError } from './platform/errors';
import { out } from './platform/contract';
import { bodyParser, buildOpenApi, buildRouter, route, type RouteSpec } from './platform/http';
import { checkListParams } from './platform/list-query';
import { compression, conditionalGet } from './platform/compression';
import { logStrayErrors, requestEdge } from './platform/middleware';
import { createPageRenderer } from './platform/page-render';
import { createPageReads } from './platform/page-reads';
import { serveMedia } from './platform/uploads';

export const STOREFRONT_API_PREFIX = '/admin/api';
export const BACKOFFICE_API_PREFIX = '/backoffice/api';
/** Paths the storefront's single-page fallback never answers. */
const SERVER_PATHS = [
  STOREFRONT_API_PREFIX,
  BACKOFFICE_API_PREFIX,
  '/health',
  '/dev',
  '/socket.io',
  '/media',
  '/rss',
  SITEMAP_INDEX_PATH,
  SITEMAPS_PREFIX,
  ROBOTS_PATH,
  OAUTH_EMULATOR_PREFIX,
  MERCADOPAGO_EMULATOR_PREFIX,
  WHATSAPP_EMULATOR_PREFIX,
];
/** Server paths open to crawlers (robots.txt closes the others). */
const CRAWLED_PATHS = ['/media', '/rss', SITEMAP_INDEX_PATH, SITEMAPS_PREFIX, ROBOTS_PATH];
/** JSON answers, which get the short set of security headers. */
const API_PATHS = [STOREFRONT_API_PREFIX, BACKOFFICE_API_PREFIX, '/health'];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isServerPath(pathname: string) {
  return SERVER_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Pages get helmet's full set; API answers (JSON, never rendered) get the short set that
 * matters for them, which keeps every answer lighter. Neither depends on the request, so both
 * are worked out once.
 */
function securityHeaders(
  production: boolean,
  connectSrc: string[],
  isApi: (pathname: string) => boolean = () => false,
): Koa.Middleware {
  const page = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => page.set(name, String(value)),
    removeHeader: (name: string) => page.delete(name),
  };
  helmetOptions(production, connectSrc)({} as never, recorder as never, () => undefined);
  const pageHeaders = [...page];
  const apiHeaders: [string, string][] = [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Resource-Policy', 'same-site'],
    ...(production
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  return async (ctx, next) => {
    for (const [name, value] of isApi(ctx.path) ? apiHeaders : pageHeaders) {
      ctx.res.setHeader(name, value);
    }
    await next();
  };
}

function helmetOptions(production: boolean, connectSrc: string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'connect-src': ["'self'", ...connectSrc],
        // The back office shows the API's media (reported chat images).
        'img-src': ["'self'", 'data:', 'blob:', ...connectSrc],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * Serves a built single-page app: files as they are; every other page path gets `page` (the
 * storefront renders public pages on the server) or else index.html.
 */
function singlePageApp(
  dir: string,
  skip: (pathname: string) => boolean,
  page?: (ctx: Koa.Context) => Promise<void>,
): Koa.Middleware {
  const files = serve(dir, {
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = serve(dir, {
    index: 'index.html',
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  return async (ctx, next) => {
    if (skip(ctx.path) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    // The shell is a file too: the service worker keeps it for offline use.
    await files(ctx, async () => undefined);
    if (ctx.body !== undefined || ctx.status !== 404) return;
    // A missing asset is a 404; a page address may still contain a dot (an e-mail in the path).
    if (path.extname(ctx.path) !== '' && !ctx.get('accept').includes('text/html')) return next();
    if (page) return page(ctx);
    const requested = ctx.path;
    ctx.path = '/';
    await index(ctx, async () => undefined);
    ctx.path = requested;
    if (ctx.body === undefined) return next();
  };
}

export function createApp(platform: Platform, options: { inbox?: SmtpInbox } = {}) {
  const { config, db, logger } = platform;
  // A profile is found by its published services, which jobs owns: read through jobs' index.
  const catalogue = createCatalogueModule(platform, { serviceSummaries, replyMinutes });
  const content = createContentModule(platform);
  // Profile visibility is the catalogue's rule; accounts reads it without depending on it.
  const accounts = createAccountsModule(platform, {
    profileVisible: catalogue.profiles.visibleUserId,
    userMessages: (userId) => messagesOfUser(db, userId),
    userWhatsAppNumber: (userId) => whatsappNumberOfUser(db, userId),
    acceptLegal: content.acceptAtSignUp,
    paymentAccountLinked: async (userId) => (await linkedPaymentAccounts(db, [userId])).has(userId),
    // Jobs and the other modules are built below; these run only once a request comes.
    openWork: {
      openJobs: (userId) => jobsModule.closing.openJobs(userId),
      cancelOpenJobs: (trx, userId) => jobsModule.closing.cancelOpenJobs(trx, userId),
    },
    retention: {
      lastTransaction: async (userId) => {
        const dates = await Promise.all([
          jobsModule.lastActivity(userId),
          billing.lastActivity(userId),
        ]);
        const known = dates.filter((at): at is Date => at !== null);
        return known.length ? new Date(Math.max(...known.map((at) => at.getTime()))) : null;
      },
      forget: async (trx, userId) => {
        const keys: string[] = [];
        for (const module of [jobsModule, billing, catalogue, agenda, messaging]) {
          keys.push(...((await module.forget(trx, userId)) ?? []));
        }
        await sellerForget(trx, userId);
        return keys;
      },
    },
    exportSections: async (userId) => {
      const [jobs, payments, catalogueData, agendaData, messagingData] = await Promise.all([
        jobsModule.exportFor(userId),
        billing.exportFor(userId),
        catalogue.exportFor(userId),
        agenda.exportFor(userId),
        messaging.exportFor(userId),
      ]);
      const { favourites, posts, media, ...trades } = catalogueData;
      const { events: agendaEvents, ...agendaHours } = agendaData;
      return {
        ...jobs,
        ...payments,
        favourites,
        posts,
        media,
        trades,
        agendaEvents,
        agendaHours,
        ...messagingData,
      };
    },
    taxonomyNames: (userIds, language) => taxonomyNames(db, userIds, language),
  });
  const billing = createBillingModule(platform);
  const jobsModule = createJobsModule(platform, {
    billing,
    // An offer is a message of the conversation of its prosker and client (messaging's).
    chat: {
      offerConversation: (proskerId, target) =>
        messaging.service.offerConversation(proskerId, target),
      postOffer: (trx, offer) => messaging.service.postOffer(trx, offer),
    },
    agenda: { holdSlot, approveForJob, releaseForJob, keepsAgenda, bookingDay, bookingCalendar },
  });
  const messaging = createMessagingModule(platform, {
    profileVisible: catalogue.profiles.visibleUserId,
    haveJobTogether: (proskerId, clientId) => haveJobTogether(db, proskerId, clientId),
    jobsBetween: (proskerId, clientId) => jobsBetween(db, proskerId, clientId),
    ban: (staffId, userId, reason) => accounts.adminUsers.ban(staffId, userId, reason),
    offerCards: (jobIds) => offerCards(db, jobIds),
    notifications: {
      contacts: (userIds) => notificationContacts(db, userIds),
      premium: (userId) => billing.isPremium(userId),
      reasonNames: (kind, id) => reasonNames(db, kind, id),
      turnOff: (userId, topic, channel) => turnNotificationOff(db, userId, topic, channel),
    },
  });
  const agenda = createAgendaModule(platform, {
    isPremium: billing.isPremium,
    // A job the client agreed to, or a conversation the client wrote in.
    knowsClient: async (proskerId, clientId) =>
      (await haveJobTogether(db, proskerId, clientId)) || clientWrote(db, proskerId, clientId),
    // The calendar shows the prosker's dated jobs, read through jobs' index.
    datedJobs: (proskerId, from, to) => proskerJobsBetween(db, proskerId, from, to),
  });
  const modules = [
    accounts,
    catalogue,
    jobsModule,
    agenda,
    billing,
    messaging,
    content,
    createSellerModule(platform, {
      completeness: (userId) => catalogue.profiles.completenessOf(userId),
    }),
  ];

  // Filled once every route is known; the route that serves it is one of them.
  const openApi: { document?: Record<string, unknown> } = {};
  const systemRoutes: RouteSpec[] = [
    route({
      method: 'get',
      path: '/app-config',
      summary: 'Public facts the storefront needs at run time (where the back office lives)',
      tag: 'system',
      access: 'public',
      response: { body: out.named('AppConfig', out.object({ backofficeUrl: out.text() })) },
      handler(ctx) {
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = { backofficeUrl: config.backofficeOrigin };
      },
    }),
    route({
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI document',
      tag: 'system',
      access: 'public',
      response: { body: out.json() },
      handler(ctx) {
        ctx.body = openApi.document;
      },
    }),
  ];
  const storefrontRoutes = [...systemRoutes, ...modules.flatMap((m) => m.routes)];
  const backofficeRoutes = modules.flatMap((m) => m.adminRoutes);
  openApi.document = buildOpenApi({
    title: 'Prosk storefront API',
    version: APP_VERSION,
    serverUrl: `${config.publicUrl}${STOREFRONT_API_PREFIX}`,
    routes: storefrontRoutes,
  });

  const { checkResponses } = config;
  const apiRouter = buildRouter(STOREFRONT_API_PREFIX, storefrontRoutes, accounts.guards, {
    checkResponses,
  });
  const backofficeRouter = buildRouter(BACKOFFICE_API_PREFIX, backofficeRoutes, accounts.guards, {
    check: checkListParams,
    checkResponses,
  });

  const app = new Koa();
  app.proxy = config.trustProxy;
  logStrayErrors(app, logger);
  app.use(requestEdge(logger));
  app.use(
    securityHeaders(config.production, [config.backofficeOrigin], (p) =>
      API_PATHS.some((a) => p === a || p.startsWith(`${a}/`)),
    ),
  );
  app.use(compression());
  app.use(conditionalGet());
  // Only the back office calls across origins, and only its own API.
  const backofficeCors = cors({
    origin: (ctx) => (ctx.get('origin') === config.backofficeOrigin ? config.backofficeOrigin : ''),
    exposeHeaders: ['Content-Range', 'X-Request-Id', 'Retry-After'],
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Language',
      'X-Language',
      'X-Request-Id',
    ],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  app.use((ctx, next) =>
    ctx.path.startsWith(BACKOFFICE_API_PREFIX) ? backofficeCors(ctx, next) : next(),
  );
  app.use(async (ctx, next) => {
    const origin = ctx.get('origin');
    if (
      origin &&
      origin !== config.backofficeOrigin &&
      ctx.path.startsWith(BACKOFFICE_API_PREFIX)
    ) {
      throw new AppError('CORS_ORIGIN_DENIED', 403);
    }
    await next();
  });
  const parseBody = bodyParser({
    limitKb: config.bodyLimitKb,
    // The WhatsApp webhook's signature is over the body as it came.
    keepRaw: (p) => p === `${STOREFRONT_API_PREFIX}${WHATSAPP_WEBHOOK_PATH}`,
  });
  // Reads without a body skip the parser entirely.
  app.use((ctx, next) => (BODY_METHODS.has(ctx.method) ? parseBody(ctx, next) : next()));
  app.use(async (ctx, next) => {
    if (ctx.path !== '/health' || ctx.method !== 'GET') return next();
    try {
      await db.raw('select 1');
    } catch (error) {
      // The database away is an answer (503, try again shortly), not a fault of this server.
      if (isDatabaseUnavailable(error)) throw databaseUnavailable(error);
      logger.error({ err: error }, 'health check failed');
      throw new AppError('SERVICE_UNAVAILABLE', 503);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', version: APP_VERSION, database: 'ok' };
  });
  // An answer waits for the reactions to the events its request recorded: what a user changed
  // shows everywhere once the answer arrives (the outbox retries whatever fails).
  app.use((ctx, next) => platform.events.settle(next));
  app.use(apiRouter.routes());
  app.use(backofficeRouter.routes());
  if (config.social.emulator) {
    app.use(createOAuthEmulator({ baseUrl: config.publicUrl }).router.routes());
  }
  const mercadoPago = config.mercadoPago.emulator
    ? createMercadoPagoEmulator({
        baseUrl: config.publicUrl,
        clientId: config.mercadoPago.clientId,
        clientSecret: config.mercadoPago.clientSecret,
        marketplaceAccessToken: config.mercadoPago.accessToken,
        publicKey: config.mercadoPago.publicKey,
        webhookUrl: `${config.publicUrl}${STOREFRONT_API_PREFIX}/webhooks/mercadopago`,
        webhookSecret: config.mercadoPago.webhookSecret,
        logger,
      })
    : undefined;
  if (mercadoPago) app.use(mercadoPago.router.routes());
  const whatsapp = config.whatsapp.emulator
    ? createWhatsAppEmulator({
        token: config.whatsapp.token,
        phoneNumberId: config.whatsapp.phoneNumberId,
        appSecret: config.whatsapp.appSecret,
        verifyToken: config.whatsapp.verifyToken,
        webhookUrl: `${config.publicUrl}${STOREFRONT_API_PREFIX}${WHATSAPP_WEBHOOK_PATH}`,
        logger,
      })
    : undefined;
  if (whatsapp) app.use(whatsapp.router.routes());
  if (config.devInbox && options.inbox) {
    const inbox = devInboxRouter(options.inbox);
    app.use(inbox.routes());
  }
  app.use(content.feeds.routes());
  const seo = createSeoModule(platform, {
    serverPaths: SERVER_PATHS.filter((p) => !CRAWLED_PATHS.includes(p)),
  });
  app.use(seo.router.routes());
  app.use(serveMedia(catalogue.mediaDir));
  let pages: ReturnType<typeof createPageRenderer> | undefined;
  if (existsSync(path.join(config.staticDirs.storefront, 'index.html'))) {
    pages = createPageRenderer({
      distDir: config.staticDirs.storefront,
      serverEntry: config.staticDirs.storefrontServer,
      publicUrl: config.publicUrl,
      reads: createPageReads(storefrontRoutes, logger),
      workers: config.pageRenderWorkers,
      logger,
    });
    app.use(singlePageApp(config.staticDirs.storefront, isServerPath, pages.answerPage));
  }
  return {
    app,
    apiRouter,
    backofficeRouter,
    openApiDocument: openApi.document,
    storefrontRoutes,
    backofficeRoutes,
    /** Work the process runs on the queue's schedule. */
    tasks: [...catalogue.tasks, ...billing.tasks, ...jobsModule.tasks, ...accounts.tasks],
    /** Ends the page renderer's worker threads. */
    stopPages: async () => pages?.close(),
    /** The in-process Mercado Pago emulator (development and tests), with its control API. */
    mercadoPago,
    /** The in-process WhatsApp Cloud API emulator (development and tests). */
    whatsapp,
    /** The accounts module (the retention task's work, which tests run on a moved clock). */
    accounts,
    /** The notifications service: its delivery worker runs beside the outbox's. */
    notifications: messaging.notifications,
    billing,
    /** Brings read models up to date with rows written outside the app (seeds, imports). */
    catchUp: () => catalogue.profiles.refreshMissing(),
  };
}

/** The back office as static files on its own origin, told where the API is at run time. */
export function createBackofficeApp(platform: Platform) {
  const { config, logger } = platform;
  const apiUrl = config.backofficeApiUrl ?? config.publicUrl;
  const app = new Koa();
  logStrayErrors(app, logger);
  app.use(securityHeaders(config.production, [apiUrl]));
  app.use(compression());
  app.use(conditionalGet());
  app.use(async (ctx, next) => {
    if (ctx.path !== '/config.json') return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { apiUrl };
  });
  app.use(singlePageApp(config.staticDirs.backoffice, (p) => p === '/config.json'));
  return app;
}
