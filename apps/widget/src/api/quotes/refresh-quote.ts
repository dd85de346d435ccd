import { Quote } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

/**
 * GET quotes/refresh?quoteId&bankId: the same request priced again (confirm order refreshes the
 * quote); confirm order's bankId rides on the refreshed quote, which the order pays out to.
 */
export function refreshQuote(quoteId: string, signal?: AbortSignal, bankId?: string | null) {
  return apiRequest('quotes/refresh', { schema: Quote, query: bankId ? { quoteId, bankId } : { quoteId }, signal });
}

/** Refreshed this long before it expires, so the price shown is always one an order can still take. */
const REFRESH_MARGIN_MS = 3000;

/** When the shown quote is refreshed again: shortly before its expiry (an order needs a valid quote). */
export function msUntilQuoteRefresh(expiresAt: string | undefined, now = Date.now()): number | false {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? false : Math.max(1000, at - now - REFRESH_MARGIN_MS);
}

export function useRefreshedQuote(quoteId: string | null, bankId: string | null = null) {
  return useQuery(
    queryOptions({
      queryKey: ['quote-refresh', quoteId, bankId],
      queryFn: ({ signal }) => refreshQuote(quoteId ?? '', signal, bankId),
      enabled: Boolean(quoteId),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchInterval: (query) => msUntilQuoteRefresh(query.state.data?.expiresAt),
    }),
  );
}
