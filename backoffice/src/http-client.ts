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
  error: { code?: unknown; message?: unknown; details?: unknown };
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

/**
 * The API's per-field messages (`details.fields: [{ field, message }]`) in the shape react-admin
 * puts on a form's inputs after a failed save: `{ [field]: message }`. Undefined when there are
 * none, so that other failures keep the ordinary error notification.
 */
function fieldErrorsOf(details: unknown): Record<string, string> | undefined {
  if (typeof details !== 'object' || details === null || !('fields' in details)) return undefined;
  const { fields } = details;
  if (!Array.isArray(fields)) return undefined;
  const errors: Record<string, string> = {};
  for (const entry of fields as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, message } = entry as Record<string, unknown>;
    // The first message of a field is the one to fix first; later ones would hide it.
    if (typeof field === 'string' && typeof message === 'string' && !Object.hasOwn(errors, field)) {
      errors[field] = message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

function toApiError(error: unknown): unknown {
  if (isAbort(error)) return error; // react-query cancels stale queries; not a failure.
  if (error instanceof HttpError) {
    const body: unknown = error.body;
    if (isEnvelope(body)) {
      const { code, message, details } = body.error;
      const errors = fieldErrorsOf(details);
      return new ApiError(
        typeof message === 'string' && message ? message : 'ra.notification.http_error',
        error.status,
        // ra-core's edit and create controllers read `body.errors` to mark the inputs.
        errors ? { ...body, errors } : body,
        typeof code === 'string' ? code : undefined,
      );
    }
    return new ApiError('backoffice.errors.badResponse', error.status, body);
  }
  // fetch() itself rejects (TypeError) when the server cannot be reached or CORS refuses.
  return new ApiError('backoffice.errors.network', 0, null, 'NETWORK');
}

/** What every API call sends: the staff bearer token and the interface language. */
function apiHeaders(init: HeadersInit | undefined, accept: string): Headers {
  const headers = new Headers(init);
  // ra-data-simple-rest repeats the page in a Range header; the API reads the `range` query
  // parameter, and a Range header would need its own CORS allowance on every list call.
  headers.delete('Range');
  if (!headers.has('Accept')) headers.set('Accept', accept);
  // The server translates its messages from Accept-Language.
  headers.set('Accept-Language', currentLanguageTag());
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** fetchJson with the API headers and the error envelope unpacked into an ApiError. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      headers: apiHeaders(options.headers, 'application/json'),
    });
  } catch (error) {
    throw toApiError(error);
  }
}

/** A file from the API (an export), with the same headers and errors as httpClient. */
export async function fetchFile(url: string, accept: string): Promise<Blob> {
  let response: Response;
  try {
    // Errors still arrive as the JSON envelope, so JSON is accepted besides the file's type.
    response = await fetch(url, { headers: apiHeaders(undefined, `${accept}, application/json`) });
  } catch (error) {
    throw toApiError(error);
  }
  if (response.ok) return response.blob();
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text, and reported as an unexpected answer.
  }
  throw toApiError(new HttpError(response.statusText, response.status, body));
}

/** The text to notify for a failed call: the server's message, or a catalogue key. */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
}
