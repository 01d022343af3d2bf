import { LANGUAGE_TAGS, isLanguage, DEFAULT_LANGUAGE } from '../../../common/i18n';
import { i18n } from '../i18n/i18n';
import { API_BASE, ApiError, NETWORK_ERROR } from './api-client';
import { getToken, notifyUnauthorized } from './auth-token';

/**
 * A multipart upload (field `file`, after the text `fields`) with progress, through
 * XMLHttpRequest because fetch does not report upload progress. Same headers and error envelope
 * as `apiSend`.
 */
export function apiUpload<T>(
  path: string,
  file: File,
  {
    method = 'POST',
    onProgress,
    fields = {},
  }: {
    method?: 'POST' | 'PUT';
    onProgress?: (fraction: number) => void;
    fields?: Record<string, string>;
  } = {},
): Promise<T> {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const token = getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Language', lang);
    xhr.setRequestHeader('Accept-Language', LANGUAGE_TAGS[lang]);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0, null));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401 && token !== null && token === getToken()) notifyUnauthorized();
      const error = (body as { error?: { code?: string; message?: string; details?: unknown } })
        ?.error;
      if (error && typeof error.code === 'string' && typeof error.message === 'string') {
        reject(new ApiError(error.code, xhr.status, error.message, error.details));
      } else {
        reject(new ApiError('INTERNAL', xhr.status, null));
      }
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
