import { LANGUAGE_TAGS, isLanguage, DEFAULT_LANGUAGE } from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { i18n } from '../i18n/i18n';
import { SAVED_COPY_HEADER } from './sw-routes';
import { getToken, notifyUnauthorized } from './auth-token';
import { reportReached } from './connectivity';

/** The storefront API base (spec point 7); the dev server proxies it to the API process. */
export const API_BASE = '/admin/api';

/**
 * On the server, while it renders a page: how a GET reaches the API without leaving the process
 * (`ssr/entry-server.tsx` sets it; the server answers with the API's own handlers). The browser
 * has none and fetches its own origin.
 */
export type ApiTransport = (path: string, language: Language) => Promise<Response>;

let transport: ApiTransport | null = null;

/** Sets (or with null, clears) the server's in-process way to the API. */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

/** Code given to failures that never reached the server, so they have no server code. */
export const NETWORK_ERROR = 'NETWORK';

/** A field the server refused, with its message already translated. */
export interface ServerFieldError {
  field: string;
  code: string;
  message: string;
}

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

  /** `details.fields` of a validation answer; empty for any other error. */
  get fieldErrors(): ServerFieldError[] {
    const details = this.details;
    if (typeof details !== 'object' || details === null || !('fields' in details)) return [];
    const { fields } = details;
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (item): item is ServerFieldError =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ServerFieldError).field === 'string' &&
        typeof (item as ServerFieldError).message === 'string',
    );
  }

  /** A string detail, such as `details.email` of AUTH_EMAIL_NOT_VERIFIED. */
  detail(name: string): string | undefined {
    const details = this.details;
    if (typeof details !== 'object' || details === null || !(name in details)) return undefined;
    const value = (details as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
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
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export interface RequestOptions {
  /** Defaults to the interface language, so the server answers in what the visitor reads. */
  language?: Language;
  signal?: AbortSignal;
}

export interface SendOptions extends RequestOptions {
  method?: 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * The social callbacks need the signed state cookie; same-origin is fetch's default, said
   * out loud so that nobody "simplifies" it to 'omit'.
   */
  credentials?: RequestCredentials;
}

function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Every call says which language to answer in (X-Language for the API, Accept-Language for
 * anything in between) and carries the session's bearer token when there is one.
 */
function requestHeaders(language: Language, token: string | null, json: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': LANGUAGE_TAGS[language],
    'X-Language': language,
  });
  if (json) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

const isSavedCopy = (response: Response) => response.headers.has(SAVED_COPY_HEADER);

/** The refusal of a suspended account's token, with the reason staff gave. */
const BANNED = 'AUTH_USER_BANNED';

async function send(
  path: string,
  {
    language,
    signal,
    method = 'POST',
    body,
    credentials = 'same-origin',
  }: Omit<SendOptions, 'method'> & { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' },
): Promise<Response> {
  const token = getToken();
  let response: Response;
  try {
    // On the server only reads are made, and never over HTTP: the API answers in-process.
    if (transport && method !== 'GET')
      throw new Error(`A page rendered on the server sent ${method}`);
    response = transport
      ? await transport(path, language ?? currentLanguage())
      : await fetch(`${API_BASE}${path}`, {
          method,
          headers: requestHeaders(language ?? currentLanguage(), token, body !== undefined),
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials,
          signal,
        });
  } catch (cause) {
    // An abort is react-query cancelling a request nobody waits for; let it pass untouched.
    if (signal?.aborted) throw cause;
    reportReached(false);
    throw new ApiError(NETWORK_ERROR, 0, null);
  }
  // An answer from the service worker's saved copies means the server was not reached.
  reportReached(!isSavedCopy(response));
  if (!response.ok) {
    // Only a refused token ends the session; a 401 to a sign-in attempt is a wrong password.
    const current = token !== null && token === getToken();
    if (response.status === 401 && current) notifyUnauthorized();
    const errorBody = await readJson(response);
    if (isErrorEnvelope(errorBody)) {
      const { code, message, details } = errorBody.error;
      // A suspended account: the session ends, and the person reads why.
      if (code === BANNED && current) notifyUnauthorized({ banned: message });
      throw new ApiError(code, response.status, message, details);
    }
    throw new ApiError('INTERNAL', response.status, null);
  }
  return response;
}

export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, { ...options, method: 'GET' });
  return (await readJson(response)) as T;
}

/**
 * A GET that also tells whether its answer is a copy the service worker saved for reading
 * offline, and then when the server made it (its `Date` header, in ms); null for a fresh one.
 */
export async function apiGetDated<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; savedAt: number | null }> {
  const response = await send(path, { ...options, method: 'GET' });
  const date = Date.parse(response.headers.get('Date') ?? '');
  const savedAt = isSavedCopy(response) ? (Number.isNaN(date) ? 0 : date) : null;
  return { body: (await readJson(response)) as T, savedAt };
}

/** POST, PUT or DELETE with an optional JSON body; a 204 answer resolves to null. */
export async function apiSend<T = null>(path: string, options: SendOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await readJson(response)) as T;
}

export interface Download {
  blob: Blob;
  /** The name the server proposes in Content-Disposition, if any. */
  filename: string | null;
}

/** A GET whose answer is a file to save rather than data to show. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Download> {
  const response = await send(path, { ...options, method: 'GET' });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return {
    blob: await response.blob(),
    filename: match ? decodeURIComponent(match[1]) : null,
  };
}
