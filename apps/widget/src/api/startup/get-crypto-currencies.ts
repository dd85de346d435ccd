import type { CryptoCurrency } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { listOf, structure } from '../response-check.js';
import { INITIAL_DATA_CACHE, useStartupParams, type StartupParams } from './startup-params.js';

const cryptoCurrencies = listOf(
  structure<CryptoCurrency>({
    symbol: 'string',
    name: 'string',
    uniqueId: 'string',
    image: 'object',
    network: 'object',
    isPopular: 'boolean',
    isPayInAllowed: 'boolean',
    minAmount: 'string',
    maxAmount: 'string',
    roundOff: 'number',
    addressAdditionalData: 'object?',
  }),
);

/** GET crypto-currencies?partnerApiKey */
export function getCryptoCurrencies({ apiKey, signal }: { apiKey: string; signal?: AbortSignal }) {
  return apiRequest('crypto-currencies', { schema: cryptoCurrencies, query: { partnerApiKey: apiKey }, signal });
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
