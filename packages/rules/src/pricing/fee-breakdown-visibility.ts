import type { FeeBreakdownItem } from '@ferry/contracts';
import { compareDecimals, shiftDecimal } from './fixed-point.js';

/**
 * Spec 000 section 9: the fee breakdown is hidden when the partner hides it
 * (isFeeCalculationHidden) and the partner fee is at most 1 percent of the fiat amount.
 */
export function isFeeBreakdownHidden(options: {
  isFeeCalculationHidden: boolean | undefined;
  partnerFee: string;
  fiatAmount: string;
}): boolean {
  if (!options.isFeeCalculationHidden) return false;
  return compareDecimals(options.partnerFee, shiftDecimal(options.fiatAmount, -2)) <= 0;
}

/** The partner_fee line of a breakdown, "0" when absent. */
export function partnerFeeOf(feeBreakdown: FeeBreakdownItem[]): string {
  return feeBreakdown.find((fee) => fee.id === 'partner_fee')?.value ?? '0';
}
