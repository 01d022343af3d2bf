import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { fetchFile, httpClient } from './http-client';

/**
 * The simple-rest methods plus the two shapes of call the staff API adds to a resource:
 * an action on one record (`POST /{resource}/{id}/{action}`, with an optional JSON body such as
 * a reason, answered with the updated record)
 * and a server-side CSV export of everything a filter matches.
 */
export interface BackofficeDataProvider extends DataProvider {
  recordAction<RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: { id: Identifier; action: string; body?: Record<string, unknown> },
  ): Promise<{ data: RecordType }>;
  exportCsv(resource: string, params: { filter: Record<string, unknown> }): Promise<Blob>;
  /** POST of a JSON body to a path under the API (a preview, an answer), answered as JSON. */
  postJson<Answer>(path: string, body: unknown): Promise<Answer>;
  /** GET of a path under the API, answered as JSON. */
  getJson<Answer>(path: string): Promise<Answer>;
  /** PUT of a JSON body to a path under the API, answered as JSON. */
  putJson<Answer>(path: string, body: unknown): Promise<Answer>;
  /** POST of one file as multipart (`file` field, see acceptUpload), answered as JSON. */
  uploadFile<Answer>(path: string, file: File): Promise<Answer>;
}

/** The staff API speaks the ra-data-simple-rest dialect, with Content-Range for totals. */
export function createDataProvider(apiBase: string): BackofficeDataProvider {
  const path = (...parts: (string | Identifier)[]) =>
    [apiBase, ...parts.map((part) => encodeURIComponent(String(part)))].join('/');

  return {
    ...simpleRestProvider(apiBase, httpClient, 'Content-Range'),

    async recordAction<RecordType extends RaRecord = RaRecord>(
      resource: string,
      { id, action, body }: { id: Identifier; action: string; body?: Record<string, unknown> },
    ) {
      const { json } = await httpClient(path(resource, id, action), {
        method: 'POST',
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { data: json as RecordType };
    },

    exportCsv(resource, { filter }) {
      const query = new URLSearchParams({ filter: JSON.stringify(filter) });
      return fetchFile(`${path(resource, 'export')}?${query}`, 'text/csv');
    },

    async postJson<Answer>(to: string, body: unknown) {
      const { json } = await httpClient(`${apiBase}/${to}`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      return json as Answer;
    },

    async getJson<Answer>(to: string) {
      const { json } = await httpClient(`${apiBase}/${to}`);
      return json as Answer;
    },

    async putJson<Answer>(to: string, body: unknown) {
      const { json } = await httpClient(`${apiBase}/${to}`, {
        method: 'PUT',
        body: JSON.stringify(body),
      });
      return json as Answer;
    },

    async uploadFile<Answer>(to: string, file: File) {
      const form = new FormData();
      form.append('file', file);
      // fetchJson leaves the multipart Content-Type (with its boundary) to the browser.
      const { json } = await httpClient(`${apiBase}/${to}`, { method: 'POST', body: form });
      return json as Answer;
    },
  };
}
