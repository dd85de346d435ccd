import type { Country } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { listOf, structure } from '../response-check.js';
import { INITIAL_DATA_CACHE } from './startup-params.js';

const countries = listOf(structure<Country>({ alpha2: 'string', name: 'string', currencyCode: 'string', isAllowed: 'boolean' }));

/** GET countries */
export function getCountries({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('countries', { schema: countries, signal });
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries({ signal }),
    ...INITIAL_DATA_CACHE,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
