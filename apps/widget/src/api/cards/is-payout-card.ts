import { type Card, PayoutEligibility } from '@ferry/contracts';
import { orderCardsByPayout } from '@ferry/rules';
import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { useCards } from './get-cards.js';

/** POST cards/is-payout-card: may this saved card receive payouts in the fiat? */
export function isPayoutCard(body: { cardId: string; fiatCurrency: string }, signal?: AbortSignal) {
  return apiRequest('cards/is-payout-card', { schema: PayoutEligibility, method: 'POST', body, signal });
}

export type PayoutCard = Card;

/**
 * The saved cards for a sell (spec 001 section 4): the ones whose payout is unknown are checked
 * for the fiat, a failed check counting as not allowed; ordered payout-allowed first, unknown
 * (still being checked) second, not-allowed last. Null while the cards load.
 */
export function usePayoutCards({ fiatCurrency, isEnabled = true }: { fiatCurrency: string | null; isEnabled?: boolean }): PayoutCard[] | null {
  const cards = useCards({ isEnabled });
  const unknown = (cards.data ?? []).filter((card) => card.isPayoutAllowed === undefined);
  const checks = useQueries({
    queries: unknown.map((card) => ({
      queryKey: ['is-payout-card', card.id, fiatCurrency],
      queryFn: ({ signal }: { signal: AbortSignal }) => isPayoutCard({ cardId: card.id, fiatCurrency: fiatCurrency ?? '' }, signal),
      enabled: isEnabled && fiatCurrency !== null,
      retry: false,
    })),
  });
  if (!cards.data) return null;
  const checked = new Map(unknown.map((card, index) => [card.id, checks[index]]));
  return orderCardsByPayout(
    cards.data.map((card): PayoutCard => {
      const check = checked.get(card.id);
      if (!check) return card;
      if (check.isError) return { ...card, isPayoutAllowed: false };
      return check.data ? { ...card, isPayoutAllowed: check.data.isPayoutAllowed, ...(check.data.moneyTransferType ? { moneyTransferType: check.data.moneyTransferType } : {}) } : card;
    }),
  );
}
