import { GetCountryResponse } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { INITIAL_DATA_CACHE } from './startup-params.js';

/** GET get/country: the visitor's country from their IP address. */
export function getIpCountry({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('get/country', { schema: GetCountryResponse, signal });
}

export const ipCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['ip-country'],
    queryFn: ({ signal }) => getIpCountry({ signal }),
    ...INITIAL_DATA_CACHE,
  });

export function useIpCountry() {
  return useQuery(ipCountryQueryOptions());
}
