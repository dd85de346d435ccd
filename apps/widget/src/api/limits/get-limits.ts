import { Limits, type LimitsQuery } from '@ferry/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

export const LIMITS_QUERY_KEY = ['limits'] as const;

/** GET limits?isBuyOrSell&paymentCategory&kycType&fiatCurrency (spec 001 section 7). */
export function getLimits(query: LimitsQuery, signal?: AbortSignal) {
  return apiRequest('limits', { schema: Limits, query: { ...query }, signal });
}

export const limitsQueryOptions = (query: LimitsQuery) =>
  queryOptions({ queryKey: [...LIMITS_QUERY_KEY, query], queryFn: ({ signal }) => getLimits(query, signal) });
