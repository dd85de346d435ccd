import { isObject, type SellLimits } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { checkWith } from '../response-check.js';

/** Crypto symbol, then fiat symbol, then payment method: objects all the way down to a limit. */
const sellLimits = checkWith(
  (value): value is SellLimits =>
    isObject(value) && Object.values(value).every((byFiat) => isObject(byFiat) && Object.values(byFiat).every(isObject)),
);

/** GET limits/SELL?apiKey: sell limits per crypto, fiat and payment method. */
export function getSellLimits({ apiKey, signal }: { apiKey: string; signal?: AbortSignal }) {
  return apiRequest('limits/SELL', { schema: sellLimits, query: { apiKey }, signal });
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
