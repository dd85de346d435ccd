import { SellLimits } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

/** GET limits/SELL?apiKey: sell limits per crypto, fiat and payment method. */
export function getSellLimits({ apiKey, signal }: { apiKey: string; signal?: AbortSignal }) {
  return apiRequest('limits/SELL', { schema: SellLimits, query: { apiKey }, signal });
}

export const sellLimitsQueryOptions = (apiKey: string) =>
  queryOptions({
    queryKey: ['sell-limits', apiKey],
    queryFn: ({ signal }) => getSellLimits({ apiKey, signal }),
    staleTime: 60_000,
  });

export function useSellLimits(apiKey: string | undefined, isEnabled: boolean) {
  return useQuery({ ...sellLimitsQueryOptions(apiKey ?? ''), enabled: Boolean(apiKey) && isEnabled });
}
