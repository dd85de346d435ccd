import Decimal from 'decimal.js';
import { Dec } from './decimal.js';

/**
 * Spec 000 section 9: the rate line shows the inverse of conversionPrice (fiat per one crypto),
 * rounded by the fiat's roundOff, with 4 more decimals when the inverse is 1 or less.
 */
export function displayRate(conversionPrice: string, fiatRoundOff: number): string {
  const price = new Dec(conversionPrice);
  if (price.lessThanOrEqualTo(0)) return '0';
  const inverse = new Dec(1).dividedBy(price);
  const places = inverse.lessThanOrEqualTo(1) ? fiatRoundOff + 4 : fiatRoundOff;
  return inverse.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** Spec 000 section 9: the fee percent is the fee decimal times 100. */
export function feePercent(feeDecimal: string): string {
  return new Dec(feeDecimal).times(100).toFixed();
}
