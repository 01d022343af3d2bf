/**
 * The only reader of process.env. Every variable is documented in .env.example with the same
 * default. A bad value stops start-up with a message that names the variable.
 */
import { CHAT_RATE_LIMIT } from '../common/chat';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { availableParallelism } from 'node:os';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
/** Development-only signing secret; refused in production. */
const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789';
/** Development-only key for payment tokens at rest (32 bytes, hex); refused in production. */
const DEV_PAYMENT_TOKEN_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
/** What the local Mercado Pago emulator is configured with (never real credentials). */
export const MP_EMULATOR_CREDENTIALS = {
  accessToken: 'TEST-marketplace-emulator-token',
  publicKey: 'TEST-emulator-public-key',
  clientId: 'emulator-client',
  clientSecret: 'emulator-client-secret',
  webhookSecret: 'emulator-webhook-secret',
};

/** What the local WhatsApp Cloud API emulator is configured with (never real credentials). */
export const WHATSAPP_EMULATOR_CREDENTIALS = {
  token: 'TEST-whatsapp-emulator-token',
  phoneNumberId: '100000000000001',
  appSecret: 'emulator-whatsapp-app-secret',
  verifyToken: 'emulator-whatsapp-verify-token',
};

function reader(env: Env) {
  const raw = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  return {
    string(name: string, fallback: string): string {
      return raw(name) ?? fallback;
    },
    optional(name: string): string | undefined {
      return raw(name);
    },
    int(name: string, fallback: number, min: number, max: number): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (!/^-?\d+$/.test(value))
        throw new ConfigError(name, `must be a whole number, got "${value}"`);
      const n = Number(value);
      if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}`);
      return n;
    },
    bool(name: string, fallback: boolean): boolean {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (['1', 'true', 'yes'].includes(value)) return true;
      if (['0', 'false', 'no'].includes(value)) return false;
      throw new ConfigError(name, `must be true or false, got "${value}"`);
    },
    oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (!(allowed as readonly string[]).includes(value)) {
        throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${value}"`);
      }
      return value as T;
    },
    url(name: string, fallback: string | undefined, protocols: string[]): string | undefined {
      const value = raw(name) ?? fallback;
      if (value === undefined) return undefined;
      let parsed: URL;
      try {
        parsed = new URL(value);
      } catch {
        throw new ConfigError(name, 'must be a valid URL');
      }
      if (!protocols.includes(parsed.protocol)) {
        throw new ConfigError(name, `must use ${protocols.join(' or ')}`);
      }
      return value.replace(/\/$/, '');
    },
  };
}

export interface LoadOptions {
  /** The frontends come from Vite's dev servers (`npm run dev`), so the back office's origin is Vite's. */
  viteDevServers?: boolean;
}

export const VITE_PORTS = { storefront: 5173, backoffice: 5174 } as const;

/**
 * The environment with the variables of `cwd`'s `.env` file (when there is one) added: a
 * variable already set in the environment wins over the file. Only the commands people start
 * (`npm start`, `serve`, the scripts) read the file; tests give their own environment.
 */
export function withEnvFile(env: Env, cwd = process.cwd()): Env {
  const file = path.join(cwd, '.env');
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd(), options: LoadOptions = {}) {
  const read = reader(env);
  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';
  const port = read.int('PORT', 3000, 0, 65535);
  const backofficePort = read.int('BACKOFFICE_PORT', 3001, 0, 65535);
  const dataDir = path.resolve(cwd, read.string('DATA_DIR', '.data'));

  const jwtSecret = read.string('JWT_SECRET', DEV_JWT_SECRET);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  if (production && jwtSecret === DEV_JWT_SECRET) {
    throw new ConfigError('JWT_SECRET', 'must be set to a secret of your own in production');
  }

  const databaseUrl = read.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const publicUrl = read.url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!;

  const mpAccessToken = read.optional('MP_ACCESS_TOKEN');
  const mpEmulator = mpAccessToken === undefined;
  if (mpEmulator && production) {
    throw new ConfigError(
      'MP_ACCESS_TOKEN',
      'must be set in production (the emulator is for development)',
    );
  }
  const mpRequired = (name: string, emulated: string) => {
    const value = read.optional(name);
    if (value !== undefined) return value;
    if (!mpEmulator) throw new ConfigError(name, 'must be set with MP_ACCESS_TOKEN');
    return emulated;
  };
  const emulatorUrl = `${publicUrl}/emulators/mercadopago`;
  const paymentTokenKey = read.string('PAYMENT_TOKEN_KEY', DEV_PAYMENT_TOKEN_KEY);
  if (!/^[0-9a-f]{64}$/i.test(paymentTokenKey)) {
    throw new ConfigError('PAYMENT_TOKEN_KEY', 'must be 64 hexadecimal characters (32 bytes)');
  }
  if (production && paymentTokenKey === DEV_PAYMENT_TOKEN_KEY) {
    throw new ConfigError('PAYMENT_TOKEN_KEY', 'must be set to a key of your own in production');
  }
  const smtpUrl = read.url('SMTP_URL', undefined, ['smtp:', 'smtps:']);

  const whatsappToken = read.optional('WHATSAPP_TOKEN');
  const whatsappEmulator = whatsappToken === undefined;
  if (whatsappEmulator && production) {
    throw new ConfigError(
      'WHATSAPP_TOKEN',
      'must be set in production (the emulator is for development)',
    );
  }
  const whatsappRequired = (name: string, emulated: string) => {
    const value = read.optional(name);
    if (value !== undefined) return value;
    if (!whatsappEmulator) throw new ConfigError(name, 'must be set with WHATSAPP_TOKEN');
    return emulated;
  };

  return {
    nodeEnv,
    production,
    host: read.optional('HOST'),
    port,
    backofficePort,
    publicUrl,
    backofficeOrigin: read.url(
      'BACKOFFICE_ORIGIN',
      `http://localhost:${options.viteDevServers ? VITE_PORTS.backoffice : backofficePort}`,
      ['http:', 'https:'],
    )!,
    /** API address the back office calls; defaults to this server's public URL. */
    backofficeApiUrl: read.url('BACKOFFICE_API_URL', undefined, ['http:', 'https:']),
    dataDir,
    /** Uploaded media, under generated names, outside the code tree. */
    uploadsDir: path.resolve(cwd, read.string('UPLOADS_DIR', path.join(dataDir, 'uploads'))),
    database: {
      url: databaseUrl,
      embedded: databaseUrl === undefined,
      embeddedDir: path.join(dataDir, 'postgres'),
      embeddedPort: read.int('EMBEDDED_PG_PORT', 5433, 1, 65535),
      /** fsync and full-page writes; off only for throw-away data (tests, benchmarks). */
      embeddedDurable: read.bool('EMBEDDED_PG_FSYNC', true),
      /** As root, where the postgres user's copy of the binaries (and unreachable data) go. */
      embeddedRuntimeDir: path.resolve(read.string('EMBEDDED_PG_RUNTIME_DIR', '/var/lib/prosk')),
      poolMax: read.int('DATABASE_POOL_MAX', 10, 1, 200),
      /** Longest a request's statement may run; the answer is 503 past it. */
      statementTimeoutMs: read.int('DATABASE_STATEMENT_TIMEOUT_MS', 5000, 100, 600_000),
      /** Longest a request waits for a connection (pool or new); the answer is 503 past it. */
      connectTimeoutMs: read.int('DATABASE_CONNECT_TIMEOUT_MS', 3000, 100, 600_000),
    },
    seedDemo: read.bool('SEED_DEMO', !production),
    jwt: {
      secret: jwtSecret,
      ttlSeconds: read.int('JWT_TTL_SECONDS', 60 * 60 * 24 * 7, 60, 60 * 60 * 24 * 90),
    },
    mail: {
      smtpUrl,
      /** With no SMTP_URL, an in-process SMTP server on this port keeps what it receives. */
      inboxPort: read.int('SMTP_INBOX_PORT', 2525, 0, 65535),
      from: read.string('MAIL_FROM', 'Prosk <no-reply@prosk.uy>'),
      /** Where the contact form's messages go (staff read and answer them in the back office). */
      contactTo: read.string('CONTACT_EMAIL', 'contacto@prosk.uy'),
    },
    devInbox: !production,
    social: {
      google: {
        clientId: read.optional('GOOGLE_CLIENT_ID'),
        clientSecret: read.optional('GOOGLE_CLIENT_SECRET'),
        /** OpenID issuer; the local emulator's when no client id is set. */
        issuer: read.url('GOOGLE_ISSUER', 'https://accounts.google.com', ['http:', 'https:'])!,
      },
      facebook: {
        appId: read.optional('FACEBOOK_APP_ID'),
        appSecret: read.optional('FACEBOOK_APP_SECRET'),
        graphVersion: read.string('FACEBOOK_GRAPH_VERSION', 'v21.0'),
      },
      /** Local OAuth/OpenID emulator for providers without credentials (never in production). */
      emulator: !production,
    },
    mercadoPago: {
      /** No MP_ACCESS_TOKEN: the in-process emulator answers with the same SDK path. */
      emulator: mpEmulator,
      apiUrl: read.url('MP_API_URL', mpEmulator ? emulatorUrl : 'https://api.mercadopago.com', [
        'http:',
        'https:',
      ])!,
      /** The seller authorization page, per region (the SDK's helper has one global host). */
      authUrl: {
        uy: read.url(
          'MP_AUTH_URL_UY',
          mpEmulator
            ? `${emulatorUrl}/authorization`
            : 'https://auth.mercadopago.com.uy/authorization',
          ['http:', 'https:'],
        )!,
        br: read.url(
          'MP_AUTH_URL_BR',
          mpEmulator
            ? `${emulatorUrl}/authorization`
            : 'https://auth.mercadopago.com.br/authorization',
          ['http:', 'https:'],
        )!,
      },
      accessToken: mpAccessToken ?? MP_EMULATOR_CREDENTIALS.accessToken,
      publicKey: mpRequired('MP_PUBLIC_KEY', MP_EMULATOR_CREDENTIALS.publicKey),
      clientId: mpRequired('MP_CLIENT_ID', MP_EMULATOR_CREDENTIALS.clientId),
      clientSecret: mpRequired('MP_CLIENT_SECRET', MP_EMULATOR_CREDENTIALS.clientSecret),
      webhookSecret: mpRequired('MP_WEBHOOK_SECRET', MP_EMULATOR_CREDENTIALS.webhookSecret),
      /** Notifications older or newer than this (by their signed ts) are refused. */
      webhookToleranceSeconds: read.int('MP_WEBHOOK_TOLERANCE_SECONDS', 300, 10, 3600),
      timeoutMs: read.int('MP_TIMEOUT_MS', 10_000, 100, 60_000),
    },
    whatsapp: {
      /** No WHATSAPP_TOKEN: the in-process emulator answers the Cloud API's calls. */
      emulator: whatsappEmulator,
      apiUrl: read.url(
        'WHATSAPP_API_URL',
        whatsappEmulator ? `${publicUrl}/emulators/whatsapp` : 'https://graph.facebook.com',
        ['http:', 'https:'],
      )!,
      apiVersion: read.string('WHATSAPP_API_VERSION', 'v21.0'),
      token: whatsappToken ?? WHATSAPP_EMULATOR_CREDENTIALS.token,
      phoneNumberId: whatsappRequired(
        'WHATSAPP_PHONE_NUMBER_ID',
        WHATSAPP_EMULATOR_CREDENTIALS.phoneNumberId,
      ),
      /** The app secret that signs status webhooks (X-Hub-Signature-256). */
      appSecret: whatsappRequired('WHATSAPP_APP_SECRET', WHATSAPP_EMULATOR_CREDENTIALS.appSecret),
      /** What the webhook subscription call must present (hub.verify_token). */
      verifyToken: whatsappRequired(
        'WHATSAPP_VERIFY_TOKEN',
        WHATSAPP_EMULATOR_CREDENTIALS.verifyToken,
      ),
      timeoutMs: read.int('WHATSAPP_TIMEOUT_MS', 10_000, 100, 60_000),
    },
    billing: {
      /** AES-256-GCM key for sellers' Mercado Pago tokens at rest. */
      paymentTokenKey,
      /** VAT added to the marketplace fee, in basis points (22% = 2200). */
      vatBps: {
        uy: read.int('VAT_BPS_UY', 2200, 0, 10_000),
        br: read.int('VAT_BPS_BR', 500, 0, 10_000),
      },
    },
    /** Secret for short-lived signed cookies (social sign-in state); defaults to JWT_SECRET. */
    cookieSecret: read.string('COOKIE_SECRET', jwtSecret),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    bodyLimitKb: read.int('BODY_LIMIT_KB', 1024, 16, 102400),
    /** Storefront sign-in attempts one address may make in 5 minutes (accounts have their own 5). */
    signInLimitPerAddress: read.int('SIGN_IN_LIMIT_PER_ADDRESS', 30, 1, 1_000_000),
    /** Storefront sign-ups one address may make in an hour. */
    signUpLimitPerAddress: read.int('SIGN_UP_LIMIT_PER_ADDRESS', 10, 1, 1_000_000),
    /**
     * Verification and password-reset mails one address may ask for in 15 minutes, together
     * (each e-mail address also has its own 5 of each).
     */
    mailLimitPerAddress: read.int('MAIL_LIMIT_PER_ADDRESS', 20, 1, 1_000_000),
    /** Chat messages one user may send in a minute, every conversation together. */
    chatMessagesPerMinute: read.int('CHAT_MESSAGES_PER_MINUTE', CHAT_RATE_LIMIT, 1, 1_000_000),
    /**
     * Seconds between a chat message to someone with nothing unread and the decision to tell
     * them elsewhere (are they online, have they read it). The digest's minute counts from the
     * message, so a shorter wait here makes its delivery wait the rest.
     */
    chatNoticeWaitSeconds: read.int('CHAT_NOTICE_WAIT_SECONDS', 60, 0, 60),
    /** Jobs one user may write in an hour (bookings as a client, offers as a prosker). */
    jobRequestsPerHour: read.int('JOB_REQUESTS_PER_HOUR', 30, 1, 1_000_000),
    trustProxy: read.bool('TRUST_PROXY', false),
    /** Compare every success answer with its route's contract (a broken one answers 500). */
    checkResponses: read.bool('CHECK_RESPONSES', nodeEnv === 'test'),
    queue: { enabled: read.bool('QUEUE_ENABLED', true) },
    // Rendering waits on the API between passes: as many threads as CPUs keep them busy.
    pageRenderWorkers: read.int('PAGE_RENDER_WORKERS', availableParallelism(), 1, 64),
    staticDirs: {
      storefront: path.resolve(cwd, 'storefront/dist'),
      /** The storefront's server build, which renders public pages. */
      storefrontServer: path.resolve(cwd, 'storefront/dist-server/render-worker.js'),
      backoffice: path.resolve(cwd, 'backoffice/dist'),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
