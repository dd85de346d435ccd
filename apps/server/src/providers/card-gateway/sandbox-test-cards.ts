import type { CardScheme, PayoutEligibility } from '@ferry/contracts';

export type CardBehaviour = 'succeeds' | 'challenge' | 'declined' | 'blocked';

/** The test cards of DESIGN.md: any future expiry, any CVV. Other valid numbers succeed. */
const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  '4000000000009995': 'blocked',
  '378282246310005': 'succeeds',
};

export function behaviourOfNumber(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'succeeds';
}

/** The same behaviours keyed by first six and last four, which is all the gateway keeps. */
export function behaviourOfTruncated(bin: string, last4: string): CardBehaviour | null {
  for (const [number, behaviour] of Object.entries(TEST_CARDS)) {
    if (number.startsWith(bin.slice(0, 6)) && number.endsWith(last4)) return behaviour;
  }
  return null;
}

export function schemeOf(digits: string): CardScheme {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Sandbox acceptance rates per behaviour, in percent (so each meter level can be seen). */
export function acceptanceOf(behaviour: CardBehaviour | null, scheme: CardScheme): number {
  if (behaviour === 'blocked') return 0;
  if (behaviour === 'declined') return 35;
  if (behaviour === 'challenge') return 62;
  return scheme === 'mastercard' ? 84 : 96;
}

/**
 * Payouts to the test cards (README): Visa cards that succeed take fast_funds (30 minutes), the
 * Mastercard and the 3DS card standard (48 hours); the declined and blocked-BIN cards and other
 * schemes cannot receive payouts.
 */
export function sandboxPayoutEligibility(behaviour: CardBehaviour | null, scheme: string | null): PayoutEligibility {
  if ((behaviour !== 'succeeds' && behaviour !== 'challenge') || (scheme !== 'visa' && scheme !== 'mastercard')) {
    return { isPayoutAllowed: false, moneyTransferType: null };
  }
  return { isPayoutAllowed: true, moneyTransferType: behaviour === 'succeeds' && scheme === 'visa' ? 'fast_funds' : 'standard' };
}
