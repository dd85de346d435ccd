import { Order } from '@ferry/contracts';
import { orderPollIntervalMs } from '@ferry/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

export const orderQueryKey = (orderId: string) => ['order', orderId] as const;

/** GET order/{id}. */
export function getOrder(orderId: string, signal?: AbortSignal) {
  return apiRequest(`order/${encodeURIComponent(orderId)}`, { schema: Order, signal });
}

/** The order, polled every 2 s until its status is final (spec 001 section 4). */
export const orderQueryOptions = (orderId: string | null) =>
  queryOptions({
    queryKey: orderQueryKey(orderId ?? ''),
    queryFn: ({ signal }) => getOrder(orderId ?? '', signal),
    enabled: Boolean(orderId),
    refetchInterval: (query) => orderPollIntervalMs(query.state.data?.status),
  });

export function useOrder(orderId: string | null) {
  return useQuery(orderQueryOptions(orderId));
}
