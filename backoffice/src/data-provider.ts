import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './http-client';

/** The staff API speaks the ra-data-simple-rest dialect, with Content-Range for totals. */
export function createDataProvider(apiBase: string): DataProvider {
  return simpleRestProvider(apiBase, httpClient, 'Content-Range');
}
