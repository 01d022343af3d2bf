import { LANGUAGE_TAGS } from '../../../common/i18n';
import type { Language } from '../../../common/i18n';

/** The storefront API base (spec point 7); the dev server proxies it to the API process. */
export const API_BASE = '/admin/api';

/** Code given to failures that never reached the server, so they have no server code. */
export const NETWORK_ERROR = 'NETWORK';

/**
 * A failed API call. `message` is the server's text, already translated to the request's
 * language, or null when the server could not be reached or did not answer with the envelope.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly serverMessage: string | null,
    readonly details?: unknown,
  ) {
    super(serverMessage ?? code);
  }
}

interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export interface RequestOptions {
  language: Language;
  signal?: AbortSignal;
}

export async function apiGet<T>(path: string, { language, signal }: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json', 'Accept-Language': LANGUAGE_TAGS[language] },
      signal,
    });
  } catch (cause) {
    // An abort is react-query cancelling a request nobody waits for; let it pass untouched.
    if (signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR, 0, null);
  }
  const body = await readJson(response);
  if (!response.ok) {
    if (isErrorEnvelope(body)) {
      const { code, message, details } = body.error;
      throw new ApiError(code, response.status, message, details);
    }
    throw new ApiError('INTERNAL', response.status, null);
  }
  return body as T;
}
