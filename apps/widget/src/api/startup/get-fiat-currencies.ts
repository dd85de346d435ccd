import type { FiatCurrency } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { listOf, structure } from '../response-check.js';
import { INITIAL_DATA_CACHE, useStartupParams, type StartupParams } from './startup-params.js';

const fiatCurrencies = listOf(
  structure<FiatCurrency>({
    symbol: 'string',
    name: 'string',
    logoSymbol: 'string',
    roundOff: 'number',
    isPayOutAllowed: 'boolean',
    paymentOptions: 'array',
  }),
);

/** GET fiat-currencies?apiKey */
export function getFiatCurrencies({ apiKey, signal }: { apiKey: string; signal?: AbortSignal }) {
  return apiRequest('fiat-currencies', { schema: fiatCurrencies, query: { apiKey }, signal });
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
