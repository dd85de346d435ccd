import { FiatCurrency } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client.js';
import { INITIAL_DATA_CACHE, useStartupParams, type StartupParams } from './startup-params.js';

/** GET fiat-currencies?apiKey */
export function getFiatCurrencies({ apiKey, signal }: { apiKey: string; signal?: AbortSignal }) {
  return apiRequest('fiat-currencies', { schema: z.array(FiatCurrency), query: { apiKey }, signal });
}

export const fiatCurrenciesQueryOptions = ({ apiKey, isApiKeyWellFormed }: StartupParams) =>
  queryOptions({
    queryKey: ['fiat-currencies', apiKey],
    queryFn: ({ signal }) => getFiatCurrencies({ apiKey, signal }),
    enabled: isApiKeyWellFormed,
    ...INITIAL_DATA_CACHE,
  });

export function useFiatCurrencies() {
  return useQuery(fiatCurrenciesQueryOptions(useStartupParams()));
}
