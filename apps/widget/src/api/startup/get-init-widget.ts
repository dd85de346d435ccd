import type { InitWidgetResponse } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';
import { INITIAL_DATA_CACHE, useStartupParams } from './startup-params.js';

const initWidgetResponse = structure<InitWidgetResponse>({ result: 'boolean', links: 'object?', errorTracking: 'object?' });

/** GET init-widget?hostname: `result: false` means the embedding host is a scam referrer; `links` are Ferry's pages. */
export function getInitWidget({ hostname, signal }: { hostname: string; signal?: AbortSignal }) {
  return apiRequest('init-widget', { schema: initWidgetResponse, query: { hostname }, signal });
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
