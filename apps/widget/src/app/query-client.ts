import { QUERY_RETRY_COUNT } from '@ferry/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.js';

/** A 4xx answer will not change by asking again; anything else is retried twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

/** Query defaults of spec 000 section 9: 2 retries, no cache reuse, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, gcTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
