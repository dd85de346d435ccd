import { Card } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client.js';

export const CARDS_QUERY_KEY = ['cards'] as const;

/** GET cards: the user's saved cards. */
export function getCards(signal?: AbortSignal) {
  return apiRequest('cards', { schema: z.array(Card), signal });
}

export const cardsQueryOptions = () => queryOptions({ queryKey: CARDS_QUERY_KEY, queryFn: ({ signal }) => getCards(signal) });

export function useCards({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...cardsQueryOptions(), enabled: isEnabled });
}
