/** Cross-cutting plumbing shared by every module. */
import type { Config } from '../config';
import { createRateLimiter, createTokenService, type TokenService, type RateLimiter } from './auth';
import type { Db } from './db';
import { createLogger, type Logger } from './logger';
import { createMailDelivery, createMailer, type MailDelivery, type Mailer } from './mail';
import type { Queue } from './queue';
import type { RouteSpec } from './http';
import { createEventBus, type EventBus } from './events';
import { createRealtime, type Realtime } from './realtime';

export interface Platform {
  config: Config;
  db: Db;
  logger: Logger;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Sends mail through the queue after commit (directly when there is no queue). */
  mail: MailDelivery;
  /** Domain events between modules, emitted after commit. */
  events: EventBus;
  /** Absent when the queue is disabled (some tests). */
  queue?: Queue;
  /** Live events to signed-in users' sockets on every instance (attached to the HTTP server). */
  realtime: Realtime;
}

/** Assembles the platform from its parts; the services built on them come from here. */
export function createPlatform(
  parts: Omit<Platform, 'tokens' | 'rateLimiter' | 'mail' | 'events' | 'realtime'>,
): Platform {
  const tokens = createTokenService(parts.db, parts.config.jwt);
  return {
    ...parts,
    tokens,
    realtime: createRealtime(parts.db, tokens, parts.logger),
    rateLimiter: createRateLimiter(parts.db),
    mail: createMailDelivery(parts.mailer, parts.queue),
    events: createEventBus(parts.db, parts.logger),
  };
}

/**
 * A platform for tools that run outside the server (benchmarks, scripts, generators): a silent
 * log, mail sent nowhere, no queue. The database may be one that is never connected to.
 */
export function toolPlatform(db: Db, config: Config): Platform {
  const logger = createLogger('silent');
  return createPlatform({
    config,
    db,
    logger,
    mailer: createMailer({ url: 'smtp://127.0.0.1:9', from: config.mail.from, logger }),
  });
}

/** What a module gives the app: its storefront routes and its back-office routes. */
export interface ModuleRoutes {
  routes: RouteSpec[];
  adminRoutes: RouteSpec[];
}

export { AppError, notFound, forbidden, unauthorized, validationFailed } from './errors';
export type { FieldError } from './errors';
export { idOf, route, validate, type AppContext, type RouteSpec } from './http';
export {
  listFilters,
  parseListQuery,
  respondWithList,
  encodeCursor,
  decodeCursor,
} from './list-query';
export { hashPassword, verifyPassword, dummyPasswordHash, bearerToken, rateLimited } from './auth';
export type { AuthState } from './auth';
export {
  containingPattern,
  inTransaction,
  namedQuery,
  databaseError,
  UNIQUE_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  type Db,
} from './db';
