import { StreamFee } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

type FeeQuery = { fiatCurrency: string; partnerApiKey: string; paymentMethod: string };

/** GET stream/fee: Ferry's off-ramp stream fee (a percentage) for a payout method. */
export function getStreamFee(query: FeeQuery, signal?: AbortSignal) {
  return apiRequest('stream/fee', { schema: StreamFee, query: { ...query, isBuyOrSell: 'SELL' }, signal });
}

export const streamFeeQueryOptions = (query: FeeQuery | null) =>
  queryOptions({
    queryKey: ['stream-fee', query?.fiatCurrency, query?.partnerApiKey, query?.paymentMethod],
    queryFn: ({ signal }) => getStreamFee(query as FeeQuery, signal),
    enabled: query !== null,
    staleTime: 60_000,
  });

export function useStreamFee(query: FeeQuery | null) {
  return useQuery(streamFeeQueryOptions(query));
}
