import { POLL_PAYOUT_CARD_MS, PayoutCardStatus } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

/** GET cards/payout/{paymentId} (payout card status): cardId is null until the verification finished. */
export function getPayoutCardStatus(paymentId: string, signal?: AbortSignal) {
  return apiRequest(`cards/payout/${encodeURIComponent(paymentId)}`, { schema: PayoutCardStatus, signal });
}

/** Polled every 2 s until a cardId arrives or an error occurs (spec 001 section 4); off while paymentId is null. */
export function usePayoutCardStatus(paymentId: string | null) {
  return useQuery({
    queryKey: ['payout-card-status', paymentId],
    queryFn: ({ signal }) => getPayoutCardStatus(paymentId ?? '', signal),
    enabled: paymentId !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.cardId || query.state.error ? false : POLL_PAYOUT_CARD_MS),
  });
}
