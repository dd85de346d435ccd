import { Dec } from '../pricing/decimal.js';
import { streamPayoutOf } from './stream-payout.js';

export type CalculatorRangeError = { code: 'BELOW_MINIMUM'; min: string } | { code: 'ABOVE_MAXIMUM'; max: string };

/**
 * The conversion calculator (spec 001 sections 4 and 5) asks for a quote only for an amount within
 * the crypto's transaction limits: below the minimum or above the maximum it says so instead.
 * An empty or unreadable amount is neither a quote nor an error. The bounds themselves are allowed.
 */
export function calculatorRangeError(input: { amount: string; min: string; max: string }): CalculatorRangeError | null {
  const amount = input.amount.trim();
  if (!/^\d+(\.\d+)?$/.test(amount)) return null;
  const value = new Dec(amount);
  if (value.lessThan(input.min)) return { code: 'BELOW_MINIMUM', min: input.min };
  if (value.greaterThan(input.max)) return { code: 'ABOVE_MAXIMUM', max: input.max };
  return null;
}

/** Whether the calculator may ask for a quote for this amount: a positive decimal within the range. */
export function isCalculatorAmountInRange(input: { amount: string; min: string; max: string }): boolean {
  const amount = input.amount.trim();
  return /^\d+(\.\d+)?$/.test(amount) && new Dec(amount).greaterThan(0) && calculatorRangeError(input) === null;
}

/**
 * The calculator's estimate from a sell quote: the quote's gross value (what it pays plus its own
 * fees) is the current price of the amount; the stream pays that minus the stream fee, as a
 * deposit is paid out (streamPayoutOf). The rate is the gross value per unit of crypto.
 */
export function streamEstimateOf(input: { cryptoAmount: string; quoteFiatAmount: string; quoteTotalFeesFiat: string; feePercentage: string; fiatRoundOff: number }) {
  const gross = new Dec(input.quoteFiatAmount).plus(input.quoteTotalFeesFiat);
  const payout = streamPayoutOf({ cryptoAmount: '1', price: gross.toString(), feePercentage: input.feePercentage, fiatRoundOff: input.fiatRoundOff });
  return { ...payout, rate: gross.dividedBy(input.cryptoAmount).toFixed(input.fiatRoundOff) };
}
