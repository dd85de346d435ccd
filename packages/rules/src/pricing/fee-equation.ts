import type { BuyOrSell } from '@ferry/contracts';
import { Dec, unitOf } from './decimal.js';

type QuoteAmounts = {
  isBuyOrSell: BuyOrSell;
  fiatAmount: string;
  cryptoAmount: string;
  conversionPrice: string;
  totalFee: string;
  feeBreakdown: Array<{ value: string }>;
};

/**
 * How far a quote is from its fee equation, in fiat:
 * BUY  fiatAmount - totalFee - cryptoAmount / conversionPrice,
 * SELL cryptoAmount / conversionPrice - fiatAmount - totalFee.
 * Ferry's rounding keeps it in [0, one unit of the fiat's last place).
 */
export function feeEquationRemainder(quote: QuoteAmounts): Dec {
  const cryptoValue = new Dec(quote.cryptoAmount).dividedBy(quote.conversionPrice);
  return quote.isBuyOrSell === 'BUY'
    ? new Dec(quote.fiatAmount).minus(quote.totalFee).minus(cryptoValue)
    : cryptoValue.minus(quote.fiatAmount).minus(quote.totalFee);
}

/** The fee lines add up to totalFee exactly, and the fee equation holds within one fiat unit. */
export function satisfiesFeeEquation(quote: QuoteAmounts, fiatRoundOff: number): boolean {
  const sum = quote.feeBreakdown.reduce((total, fee) => total.plus(fee.value), new Dec(0));
  if (!sum.equals(quote.totalFee)) return false;
  const remainder = feeEquationRemainder(quote);
  return remainder.greaterThanOrEqualTo(0) && remainder.lessThan(unitOf(fiatRoundOff));
}
