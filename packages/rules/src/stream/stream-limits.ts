import type { SellLimit } from '@ferry/contracts';
import { Dec } from '../pricing/decimal.js';

export type StreamLimitViolation = 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM';

/**
 * A deposit is paid out only within the transaction limits: the sell limits of its crypto
 * (min/max crypto amount) and the payout option's minAmountForPayOut / maxAmountForPayOut on the
 * fiat it is sold for. Outside them it is refunded. The limits themselves are allowed.
 */
export function streamLimitViolation(input: {
  cryptoAmount: string;
  fiatAmount: string;
  sellLimit: Pick<SellLimit, 'minCryptoAmount' | 'maxCryptoAmount'>;
  minAmountForPayOut?: string | undefined;
  maxAmountForPayOut?: string | undefined;
}): StreamLimitViolation | null {
  const crypto = new Dec(input.cryptoAmount);
  const fiat = new Dec(input.fiatAmount);
  if (crypto.lessThan(input.sellLimit.minCryptoAmount)) return 'BELOW_MINIMUM';
  if (input.minAmountForPayOut !== undefined && fiat.lessThan(input.minAmountForPayOut)) return 'BELOW_MINIMUM';
  if (crypto.greaterThan(input.sellLimit.maxCryptoAmount)) return 'ABOVE_MAXIMUM';
  if (input.maxAmountForPayOut !== undefined && fiat.greaterThan(input.maxAmountForPayOut)) return 'ABOVE_MAXIMUM';
  return null;
}
