import type { ConvertedFiatData } from '@ferry/contracts';
import { Dec } from './decimal.js';

/** Significant digits of the conversion rate shown beside a converted amount. */
const RATE_DIGITS = 10;

/**
 * A quote's convertedFiatData (spec 000 section 3, spec 001 section 3): the fiat amount in the
 * currency of the user's country when that is another fiat, through both currencies'
 * units-per-US-dollar rates, rounded to the target's round-off. Null when the currency is the
 * quote's own or a rate is missing: then there is nothing to show.
 */
export function convertedFiatData(input: {
  fiatAmount: string;
  fiatCurrency: string;
  targetCurrency: string | null;
  fiatPerUsd: string | null;
  targetPerUsd: string | null;
  targetRoundOff: number;
}): ConvertedFiatData | null {
  const { fiatAmount, fiatCurrency, targetCurrency, fiatPerUsd, targetPerUsd, targetRoundOff } = input;
  if (!targetCurrency || targetCurrency === fiatCurrency || !fiatPerUsd || !targetPerUsd) return null;
  const rate = new Dec(targetPerUsd).dividedBy(fiatPerUsd);
  return {
    fiatCurrency: targetCurrency,
    fiatAmount: new Dec(fiatAmount).times(rate).toDecimalPlaces(targetRoundOff, Dec.ROUND_HALF_UP).toFixed(targetRoundOff),
    conversionRate: rate.toSignificantDigits(RATE_DIGITS).toFixed(),
  };
}
