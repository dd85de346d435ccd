import { OrderListItem } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client.js';

export const ORDERS_QUERY_KEY = ['orders'] as const;

/** GET orders: the user's orders, newest first. */
export function getOrders(signal?: AbortSignal) {
  return apiRequest('orders', { schema: z.array(OrderListItem), signal });
}

export const ordersQueryOptions = () => queryOptions({ queryKey: ORDERS_QUERY_KEY, queryFn: ({ signal }) => getOrders(signal) });

export function useOrders({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled: isEnabled });
}
