import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One retry for failures that may pass on a second try; a 4xx answer will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
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
      },
    },
  });
}
