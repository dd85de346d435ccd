import { compareDecimals, inverseRounded, shiftDecimal } from './fixed-point.js';

/**
 * Spec 000 section 9: the rate line shows the inverse of conversionPrice (fiat per one crypto),
 * rounded by the fiat's roundOff, with 4 more decimals when the inverse is 1 or less.
 */
export function displayRate(conversionPrice: string, fiatRoundOff: number): string {
  if (compareDecimals(conversionPrice, '0') <= 0) return '0';
  const isInverseAtMostOne = compareDecimals(conversionPrice, '1') >= 0;
  return inverseRounded(conversionPrice, isInverseAtMostOne ? fiatRoundOff + 4 : fiatRoundOff);
}

/** Spec 000 section 9: the fee percent is the fee decimal times 100. */
export function feePercent(feeDecimal: string): string {
  return shiftDecimal(feeDecimal, 2);
}
