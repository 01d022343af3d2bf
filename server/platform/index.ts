/** Cross-cutting plumbing shared by every module. */
import type { Config } from '../config';
import { createRateLimiter, createTokenService, type TokenService, type RateLimiter } from './auth';
import type { Db } from './db';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { Queue } from './queue';
import type { RouteSpec } from './http';

export interface Platform {
  config: Config;
  db: Db;
  logger: Logger;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Absent when the queue is disabled (some tests). */
  queue?: Queue;
}

/** Assembles the platform from its parts; token and rate-limit services come from the db. */
export function createPlatform(parts: Omit<Platform, 'tokens' | 'rateLimiter'>): Platform {
  return {
    ...parts,
    tokens: createTokenService(parts.db, parts.config.jwt),
    rateLimiter: createRateLimiter(parts.db),
  };
}

/** What a module gives the app: its storefront routes and its back-office routes. */
export interface ModuleRoutes {
  routes: RouteSpec[];
  adminRoutes: RouteSpec[];
}

export { AppError, notFound, forbidden, unauthorized, validationFailed } from './errors';
export type { FieldError } from './errors';
export { route, validate, type AppContext, type RouteSpec } from './http';
export { parseListQuery, respondWithList } from './list-query';
export { hashPassword, verifyPassword, dummyPasswordHash, bearerToken } from './auth';
export type { AuthState } from './auth';
export { inTransaction, type Db } from './db';
