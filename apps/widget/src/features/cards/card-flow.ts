import { Quote } from '@ferry/contracts';
import type { LocationState } from '../../layout/location-state.js';
import { paths } from '../../config/paths.js';
import { sessionStore } from '../../stores/session-store.js';

/**
 * Which variant the card screens show (spec 001 section 2): a buy flow shows the buy variant;
 * anything else, or the off-ramp stream's flag in the navigation state, the sell variant.
 */
export function isSellCardFlow(state: LocationState): boolean {
  if (state.isOffRampStream || state.redirectPath) return true;
  const quote = Quote.safeParse(sessionStore.get('quote'));
  const flow = quote.success ? quote.data.isBuyOrSell : sessionStore.get('buyOrSellFlow');
  return flow !== undefined && flow !== 'BUY';
}

/**
 * The fiat a payout card is checked for: on the off-ramp stream's way (a redirect path in the
 * navigation state) the stream's, else the stored quote's, else the state's.
 */
export function payoutFiatCurrency(state: LocationState = {}): string | null {
  if (state.redirectPath && state.fiatCurrency) return state.fiatCurrency;
  const quote = Quote.safeParse(sessionStore.get('quote'));
  return quote.success ? quote.data.fiatCurrency : (state.fiatCurrency ?? null);
}

/**
 * Where a chosen card goes: confirm order with cardId, or with a redirect path in the navigation
 * state (off-ramp stream) the onboarding terms, keeping the card id in state (spec 001 section 2).
 */
export function afterCardChosen(cardId: string, state: LocationState): { to: string; state?: LocationState } {
  if (state.redirectPath) return { to: paths.streamOnboardingTerms, state: { ...state, cardId } };
  return { to: `${paths.confirmOrder}?${new URLSearchParams({ cardId })}` };
}

/**
 * After a sell card is validated (spec 001 section 2): with a redirect path and no update flag the
 * onboarding terms, with both My Wallets, otherwise confirm order with cardId.
 */
export function afterPayoutCardAdded(cardId: string, state: LocationState): { to: string; state?: LocationState } {
  if (state.redirectPath && state.isUpdate) return { to: paths.streamWallets, state: { ...state, cardId } };
  return afterCardChosen(cardId, state);
}
