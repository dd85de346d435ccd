import { ACCEPTED_CARD_SCHEMES, type AcceptanceLabel, type CardFormField, type CardScheme, type ErrorCode } from '@ferry/contracts';

export const SCHEME_NOT_SUPPORTED_MESSAGE = 'Only Mastercard or Visa cards are supported.';

/** Acceptance rate label: above 90 HIGH, above 70 MEDIUM, above 50 LOW, 50 or less VERY_LOW. */
export function acceptanceLabel(acceptance: number): AcceptanceLabel {
  if (acceptance > 90) return 'HIGH';
  if (acceptance > 70) return 'MEDIUM';
  if (acceptance > 50) return 'LOW';
  return 'VERY_LOW';
}

export function isAcceptedScheme(scheme: CardScheme | null | undefined): boolean {
  return scheme !== null && scheme !== undefined && (ACCEPTED_CARD_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * Whether a hosted field shows its error (spec 001 section 5): only a non-empty invalid field
 * does, and not while it is focused. The widget's catalogue words the field's error.
 */
export function cardFieldError(state: { field: CardFormField; isValid: boolean; isEmpty: boolean; isFocused: boolean }): 'INVALID' | null {
  if (state.isValid || state.isEmpty || state.isFocused) return null;
  return 'INVALID';
}

/** Why the card number is refused: another scheme, or a BIN the gateway blocks (with its display message, the provider's data). */
export type CardNumberNotice = { problem: 'SCHEME_NOT_SUPPORTED' } | { problem: 'BIN_BLOCKED'; displayMessage: string | null };

/** Under the card number: the blocked BIN, or another scheme ('card not supported'); the catalogue words it. */
export function cardNumberNotice(state: {
  scheme: CardScheme | null;
  binStatus: 'ALLOWED' | 'BLOCKED' | null;
  displayMessage: string | null;
}): CardNumberNotice | null {
  if (state.scheme && state.scheme !== 'unknown' && !isAcceptedScheme(state.scheme)) return { problem: 'SCHEME_NOT_SUPPORTED' };
  if (state.binStatus === 'BLOCKED') return { problem: 'BIN_BLOCKED', displayMessage: state.displayMessage || null };
  return null;
}

/**
 * 'Add Card' is enabled (spec 001 section 5): buy needs a valid card, an accepted scheme and an
 * ALLOWED BIN check; the sell variant a valid card and an accepted scheme.
 */
export function canSubmitCard(state: {
  variant: 'buy' | 'sell';
  isCardValid: boolean;
  scheme: CardScheme | null;
  binStatus: 'ALLOWED' | 'BLOCKED' | null;
}): boolean {
  if (!state.isCardValid || !isAcceptedScheme(state.scheme)) return false;
  return state.variant === 'sell' || state.binStatus === 'ALLOWED';
}

/**
 * Select card lists new unsaved cards first, then the user's saved cards. A new card that an
 * order has saved since (same `key`: scheme, last four and expiry) is listed once, as the saved
 * card, which can be deleted.
 */
export function cardsForSelection<T extends { id: string; key?: string }>(newCards: readonly T[], savedCards: readonly T[]): T[] {
  const savedKeys = new Set(savedCards.map((card) => card.key).filter((key) => key !== undefined));
  const unsaved = newCards.filter((card) => card.key === undefined || !savedKeys.has(card.key));
  const newIds = new Set(unsaved.map((card) => card.id));
  return [...unsaved, ...savedCards.filter((card) => !newIds.has(card.id))];
}

/** What tells two cards apart in a list: scheme, last four and expiry. */
export function cardListKey(card: { scheme: string; last4: string; expiryMonth: number; expiryYear: number }): string {
  return `${card.scheme.toLowerCase()} ${card.last4} ${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
}

/**
 * The acceptance meter of the add-card screen (spec 001 section 5): only for a card that can be
 * added, an accepted scheme with an ALLOWED BIN; a refused card ('card not supported', a blocked
 * BIN) has none.
 */
export function cardAcceptance(state: { scheme: CardScheme | null; binStatus: 'ALLOWED' | 'BLOCKED' | null; acceptance: number | null }): AcceptanceLabel | null {
  if (state.binStatus !== 'ALLOWED' || state.acceptance === null || !isAcceptedScheme(state.scheme)) return null;
  return acceptanceLabel(state.acceptance);
}

/** Sell cards: payout-allowed first, unknown second, not-allowed last (spec 001 section 4). */
export function orderCardsByPayout<T extends { isPayoutAllowed?: boolean | undefined }>(cards: readonly T[]): T[] {
  const rank = (card: T) => (card.isPayoutAllowed === true ? 0 : card.isPayoutAllowed === undefined ? 1 : 2);
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/** In the sell flow only payout-allowed cards can be chosen; the others say why (spec 001 section 2). */
export function payoutCardNotice(card: { isPayoutAllowed?: boolean | undefined }): Extract<ErrorCode, 'CARD_NOT_PAYOUT_ELIGIBLE'> | null {
  return card.isPayoutAllowed === false ? 'CARD_NOT_PAYOUT_ELIGIBLE' : null;
}
