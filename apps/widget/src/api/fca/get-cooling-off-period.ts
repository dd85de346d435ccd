import { FcaCoolingOffPeriod } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

export const COOLING_OFF_QUERY_KEY = ['fca', 'cooling-off-period'] as const;
/** Asked again now and then, so a period ended early (sandbox clock control) shows without a reload. */
const COOLING_OFF_REFRESH_MS = 15_000;

/** GET fca/cooling-off-period: whether it is on and the ms left. */
export function getCoolingOffPeriod(signal?: AbortSignal) {
  return apiRequest('fca/cooling-off-period', { schema: FcaCoolingOffPeriod, signal });
}

export const coolingOffQueryOptions = () =>
  queryOptions({
    queryKey: COOLING_OFF_QUERY_KEY,
    queryFn: ({ signal }) => getCoolingOffPeriod(signal),
    refetchInterval: (query) => (query.state.data?.coolingOffPeriodOn ? COOLING_OFF_REFRESH_MS : false),
  });

export function useCoolingOffPeriod() {
  return useQuery(coolingOffQueryOptions());
}
