import { CryptoCurrency } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client.js';
import { INITIAL_DATA_CACHE, useStartupParams, type StartupParams } from './startup-params.js';

/** GET crypto-currencies?partnerApiKey */
export function getCryptoCurrencies({ apiKey, signal }: { apiKey: string; signal?: AbortSignal }) {
  return apiRequest('crypto-currencies', { schema: z.array(CryptoCurrency), query: { partnerApiKey: apiKey }, signal });
}

export const cryptoCurrenciesQueryOptions = ({ apiKey, isApiKeyWellFormed }: StartupParams) =>
  queryOptions({
    queryKey: ['crypto-currencies', apiKey],
    queryFn: ({ signal }) => getCryptoCurrencies({ apiKey, signal }),
    enabled: isApiKeyWellFormed,
    ...INITIAL_DATA_CACHE,
  });

export function useCryptoCurrencies() {
  return useQuery(cryptoCurrenciesQueryOptions(useStartupParams()));
}
