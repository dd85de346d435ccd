import { Quote } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

/** GET quotes/refresh?quoteId: the same request priced again (confirm order refreshes the quote). */
export function refreshQuote(quoteId: string, signal?: AbortSignal) {
  return apiRequest('quotes/refresh', { schema: Quote, query: { quoteId }, signal });
}

export function useRefreshedQuote(quoteId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['quote-refresh', quoteId],
      queryFn: ({ signal }) => refreshQuote(quoteId ?? '', signal),
      enabled: Boolean(quoteId),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
}
