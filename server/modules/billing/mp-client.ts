/**
 * The one place that configures the official `mercadopago` SDK: where it sends requests and how
 * each operation's config is built. See docs/integrations.md (Mercado Pago, "The SDK").
 *
 * - The SDK has no per-client base URL: requests go to the static `AppConfig.BASE_URL`, reached
 *   through a private path. That is why the SDK is pinned (package.json: exactly 3.6.1); check this
 *   file when upgrading it.
 * - Per-call `requestOptions` are merged into the config object and stay there, so a config that
 *   once carried an idempotency key would reuse it for every later call. Build a fresh config per
 *   operation with `mpConfig` and never keep one around.
 */
import { MercadoPagoConfig, MercadoPagoError } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';

export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

/** Short enough that a stuck request fails a checkout instead of hanging it. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** The base URL the SDK sends every request to (the emulator's in development and tests). */
export function pointMercadoPagoAt(baseUrl: string): void {
  // Declared `static readonly` in the typings; a plain writable property at run time.
  (AppConfig as { BASE_URL: string }).BASE_URL = baseUrl.replace(/\/+$/, '');
}

export function mercadoPagoBaseUrl(): string {
  return AppConfig.BASE_URL;
}

/**
 * A fresh SDK config for one operation. No automatic retries: a payment is retried by the product
 * with the same idempotency key, deliberately, never by the SDK behind its back.
 */
export function mpConfig(
  accessToken: string,
  options: { idempotencyKey?: string; timeoutMs?: number } = {},
): MercadoPagoConfig {
  return new MercadoPagoConfig({
    accessToken,
    options: {
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: 0,
      ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    },
  });
}

export interface MpErrorBody {
  /** HTTP status; 0 for a connection error or a timeout. */
  status: number;
  message: string;
  /** The `error` field of the answer, e.g. 'bad_request', 'connection_error'. */
  error: string;
  cause: Array<{ code?: string | number; description?: string }>;
}

/**
 * What Mercado Pago answered, from an error the SDK raised (its typed MercadoPagoError, or the
 * plain answer objects older SDK versions threw). Undefined for anything else (a bug of ours).
 */
export function mpErrorBody(error: unknown): MpErrorBody | undefined {
  if (error instanceof MercadoPagoError) {
    return {
      status: error.status,
      message: error.message,
      error: error.error,
      cause: normaliseCauses(error.causes),
    };
  }
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const body = error as { status: unknown; message: unknown; error?: unknown; cause?: unknown };
    if (typeof body.status !== 'number') return undefined;
    return {
      status: body.status,
      message: String(body.message),
      error: typeof body.error === 'string' ? body.error : '',
      cause: normaliseCauses(body.cause),
    };
  }
  return undefined;
}

function normaliseCauses(value: unknown): MpErrorBody['cause'] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object')
    .map((c) => ({
      ...(typeof c.code === 'string' || typeof c.code === 'number' ? { code: c.code } : {}),
      ...(typeof c.description === 'string' ? { description: c.description } : {}),
    }));
}
