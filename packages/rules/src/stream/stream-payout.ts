import Decimal from 'decimal.js';
import { Dec, floorFiat } from '../pricing/decimal.js';

export type StreamPayout = { grossFiat: string; feeInFiat: string; fiatAmount: string };

/**
 * A stream deposit is sold at the current price minus Ferry's stream fee (a percentage; the
 * partner's sell fee is not charged on the stream). The payout is rounded down to the fiat's
 * places and the fee is what remains, so payout + fee = the gross value to the cent.
 */
export function streamPayoutOf(input: { cryptoAmount: string; price: string; feePercentage: string; fiatRoundOff: number }): StreamPayout {
  const gross = floorFiat(new Dec(input.cryptoAmount).times(input.price), input.fiatRoundOff);
  const net = floorFiat(gross.times(new Dec(100).minus(input.feePercentage)).dividedBy(100), input.fiatRoundOff);
  const fee = gross.minus(net);
  const places = input.fiatRoundOff;
  return { grossFiat: gross.toFixed(places, Decimal.ROUND_DOWN), feeInFiat: fee.toFixed(places), fiatAmount: net.toFixed(places, Decimal.ROUND_DOWN) };
}
