import { fetchUtils, HttpError } from 'react-admin';
import { currentLanguageTag } from './i18n-provider';
import { tokenStorage } from './session';

/**
 * An HTTP failure carrying the API's stable error code. Its message is what staff read: the
 * server's own translated message, or a catalogue key that react-admin's notifications
 * translate when the server said nothing usable.
 */
export class ApiError extends HttpError {
  readonly code: string | undefined;

  constructor(message: string, status: number, body: unknown, code?: string) {
    super(message, status, body);
    this.name = 'ApiError';
    this.code = code;
  }
}

interface ErrorEnvelope {
  error: { code?: unknown; message?: unknown };
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error !== null
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function toApiError(error: unknown): unknown {
  if (isAbort(error)) return error; // react-query cancels stale queries; not a failure.
  if (error instanceof HttpError) {
    const body: unknown = error.body;
    if (isEnvelope(body)) {
      const { code, message } = body.error;
      return new ApiError(
        typeof message === 'string' && message ? message : 'ra.notification.http_error',
        error.status,
        body,
        typeof code === 'string' ? code : undefined,
      );
    }
    return new ApiError('backoffice.errors.badResponse', error.status, body);
  }
  // fetch() itself rejects (TypeError) when the server cannot be reached or CORS refuses.
  return new ApiError('backoffice.errors.network', 0, null, 'NETWORK');
}

/**
 * fetchJson with what every API call needs: the staff bearer token, the interface language
 * (the server translates its messages from Accept-Language) and the error envelope unpacked.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  // ra-data-simple-rest repeats the page in a Range header; the API reads the `range` query
  // parameter, and a Range header would need its own CORS allowance on every list call.
  headers.delete('Range');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguageTag());
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw toApiError(error);
  }
}
