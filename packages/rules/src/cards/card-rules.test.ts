import { describe, expect, it } from 'vitest';
import {
  acceptanceLabel,
  canSubmitCard,
  cardFieldError,
  cardNumberNotice,
  cardsForSelection,
  cardAcceptance,
  isAcceptedScheme,
  orderCardsByPayout,
  payoutCardNotice,
} from './card-rules.js';

describe('acceptance rate label (spec 001 section 5)', () => {
  it.each([
    [100, 'HIGH'],
    [90.01, 'HIGH'],
    [90, 'MEDIUM'],
    [70.5, 'MEDIUM'],
    [70, 'LOW'],
    [51, 'LOW'],
    [50, 'VERY_LOW'],
    [0, 'VERY_LOW'],
  ] as const)('%s percent reads %s (above 90 HIGH, above 70 MEDIUM, above 50 LOW, else VERY_LOW)', (rate, label) => {
    expect(acceptanceLabel(rate)).toBe(label);
  });
});

describe('accepted schemes: Visa and Mastercard only', () => {
  it('accepts visa and mastercard and nothing else', () => {
    expect(isAcceptedScheme('visa')).toBe(true);
    expect(isAcceptedScheme('mastercard')).toBe(true);
    expect(isAcceptedScheme('amex')).toBe(false);
    expect(isAcceptedScheme('unknown')).toBe(false);
    expect(isAcceptedScheme(null)).toBe(false);
  });
});

describe('card form field errors (spec 001 section 5)', () => {
  it('a non-empty invalid field reads its message', () => {
    expect(cardFieldError({ field: 'card-number', isValid: false, isEmpty: false, isFocused: false })).toBe('INVALID');
    expect(cardFieldError({ field: 'expiry-date', isValid: false, isEmpty: false, isFocused: false })).toBe('INVALID');
    expect(cardFieldError({ field: 'cvv', isValid: false, isEmpty: false, isFocused: false })).toBe('INVALID');
  });
  it('the error is hidden while the field is focused', () => {
    expect(cardFieldError({ field: 'cvv', isValid: false, isEmpty: false, isFocused: true })).toBeNull();
  });
  it('an empty field or a valid field shows no error', () => {
    expect(cardFieldError({ field: 'cvv', isValid: false, isEmpty: true, isFocused: false })).toBeNull();
    expect(cardFieldError({ field: 'cvv', isValid: true, isEmpty: false, isFocused: false })).toBeNull();
  });
});

describe('card number notice', () => {
  it('shows the blocked-BIN display message', () => {
    expect(cardNumberNotice({ scheme: 'visa', binStatus: 'BLOCKED', displayMessage: 'Cards from this bank are not accepted.' })).toEqual({
      problem: 'BIN_BLOCKED',
      displayMessage: 'Cards from this bank are not accepted.',
    });
  });
  it("shows 'card not supported' when the scheme is not accepted", () => {
    expect(cardNumberNotice({ scheme: 'amex', binStatus: null, displayMessage: null })).toEqual({ problem: 'SCHEME_NOT_SUPPORTED' });
  });
  it('shows nothing for an allowed Visa', () => {
    expect(cardNumberNotice({ scheme: 'visa', binStatus: 'ALLOWED', displayMessage: '' })).toBeNull();
  });
});

describe("'Add Card' enabling", () => {
  const valid = { isCardValid: true, scheme: 'visa' as const, binStatus: 'ALLOWED' as const };
  it('buy: needs a valid card, an accepted scheme and an ALLOWED BIN check', () => {
    expect(canSubmitCard({ variant: 'buy', ...valid })).toBe(true);
    expect(canSubmitCard({ variant: 'buy', ...valid, isCardValid: false })).toBe(false);
    expect(canSubmitCard({ variant: 'buy', ...valid, scheme: 'amex' })).toBe(false);
    expect(canSubmitCard({ variant: 'buy', ...valid, binStatus: 'BLOCKED' })).toBe(false);
    expect(canSubmitCard({ variant: 'buy', ...valid, binStatus: null })).toBe(false);
  });
  it('sell: a valid card and an accepted scheme are enough', () => {
    expect(canSubmitCard({ variant: 'sell', ...valid, binStatus: null })).toBe(true);
    expect(canSubmitCard({ variant: 'sell', ...valid, scheme: 'amex' })).toBe(false);
  });
});

describe('card lists', () => {
  it('select card lists new unsaved cards first, then the saved ones', () => {
    expect(cardsForSelection([{ id: 'tok_new' }], [{ id: 'a' }, { id: 'b' }]).map((card) => card.id)).toEqual(['tok_new', 'a', 'b']);
  });
  it('select card lists a card added in this tab once: a new card an order has saved shows only as the saved card', () => {
    const added = { id: 'tok_new', key: 'visa 3220 12/2099' };
    const saved = { id: 'uuid-1', key: 'visa 3220 12/2099' };
    expect(cardsForSelection([added, { id: 'tok_other', key: 'mastercard 4444 01/2030' }], [saved]).map((card) => card.id)).toEqual(['tok_other', 'uuid-1']);
  });
  it('sell cards: payout-allowed first, unknown second, not-allowed last', () => {
    const cards = [{ id: 'no', isPayoutAllowed: false }, { id: 'unknown' }, { id: 'yes', isPayoutAllowed: true }];
    expect(orderCardsByPayout(cards).map((card) => card.id)).toEqual(['yes', 'unknown', 'no']);
  });
});

describe('acceptance meter (spec 001 section 5)', () => {
  it('a refused card has no acceptance meter: Amex (card not supported) or a blocked BIN shows none', () => {
    expect(cardAcceptance({ scheme: 'amex', binStatus: 'ALLOWED', acceptance: 95 })).toBeNull();
    expect(cardAcceptance({ scheme: 'visa', binStatus: 'BLOCKED', acceptance: 95 })).toBeNull();
    expect(cardAcceptance({ scheme: 'visa', binStatus: null, acceptance: null })).toBeNull();
  });
  it('an accepted card with an ALLOWED BIN gets its label', () => {
    expect(cardAcceptance({ scheme: 'visa', binStatus: 'ALLOWED', acceptance: 95 })).toBe('HIGH');
    expect(cardAcceptance({ scheme: 'mastercard', binStatus: 'ALLOWED', acceptance: 60 })).toBe('LOW');
  });
});

describe('card payouts', () => {
  it("in the sell flow a card that may not receive payouts reads 'Card not eligible for payout'; allowed and unknown ones say nothing", () => {
    expect(payoutCardNotice({ isPayoutAllowed: false })).toBe('CARD_NOT_PAYOUT_ELIGIBLE');
    expect(payoutCardNotice({ isPayoutAllowed: true })).toBeNull();
    expect(payoutCardNotice({})).toBeNull();
  });
});
