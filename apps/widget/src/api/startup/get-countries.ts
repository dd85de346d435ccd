import { Country } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client.js';
import { INITIAL_DATA_CACHE } from './startup-params.js';

/** GET countries */
export function getCountries({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('countries', { schema: z.array(Country), signal });
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
