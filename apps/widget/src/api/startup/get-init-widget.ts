import { InitWidgetResponse } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { INITIAL_DATA_CACHE, useStartupParams } from './startup-params.js';

/** GET init-widget?hostname: `result: false` means the embedding host is a scam referrer. */
export function getInitWidget({ hostname, signal }: { hostname: string; signal?: AbortSignal }) {
  return apiRequest('init-widget', { schema: InitWidgetResponse, query: { hostname }, signal });
}

export const initWidgetQueryOptions = (hostname: string) =>
  queryOptions({
    queryKey: ['init-widget', hostname],
    queryFn: ({ signal }) => getInitWidget({ hostname, signal }),
    ...INITIAL_DATA_CACHE,
  });

export function useInitWidget() {
  return useQuery(initWidgetQueryOptions(useStartupParams().hostname));
}
