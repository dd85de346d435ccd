import type { GetCountryResponse } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';
import { INITIAL_DATA_CACHE } from './startup-params.js';

const getCountryResponse = structure<GetCountryResponse>({ ipCountryCode: 'string?' });

/** GET get/country: the visitor's country from their IP address. */
export function getIpCountry({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('get/country', { schema: getCountryResponse, signal });
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
