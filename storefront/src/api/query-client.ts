import { QueryClient } from '@tanstack/react-query';
import { isOffline } from './connectivity';
import { ApiError, NETWORK_ERROR } from './api-client';

/**
 * One retry for failures that may pass on a second try; a 4xx answer will not change, and
 * neither does an unreachable server while the browser is offline (the query runs again when
 * the connection returns).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.code === NETWORK_ERROR && isOffline()) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Reference data such as categories changes rarely; a minute saves refetching on
        // every page change without letting an admin's edit go unseen for long.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Offline, a read is still tried: the service worker may answer it from what it kept
        // (the agenda and jobs), and anything else fails at once with the offline message
        // instead of waiting without end.
        networkMode: 'offlineFirst',
      },
    },
  });
}
