import type { BuyOrSell, FeeId } from '@ferry/contracts';
import { ceilCrypto, ceilFiat, Dec, floorCrypto, floorFiat, fiatText, roundFiat, unitOf } from './decimal.js';

/** The fee schedule that applies to one quote; percents as decimal strings ("2.5" is 2.5 %). */
export type QuoteFeeSchedule = {
  ferryPercent: string;
  partnerPercent: string;
  processingPercent: string;
  /** Fixed part of the processing fee, in fiat. */
  processingFixed: string;
  /** The network fee in fiat (BUY delivers on chain; SELL is usually 0). */
  networkFee: string;
  /** Percent of the Ferry fee a campaign waives, 0..100. */
  ferryFeeOffPercent: string;
};

export type QuoteComputationInput = {
  side: BuyOrSell;
  amount: { kind: 'fiat' | 'crypto'; value: string };
  /** Crypto per one unit of fiat. */
  conversionPrice: string;
  fiatRoundOff: number;
  cryptoRoundOff: number;
  schedule: QuoteFeeSchedule;
  /** BUY only: the amount asked for is converted whole and the fees are paid on top. */
  isFeeExcludedFromFiat: boolean;
};

export type QuoteNumbers = {
  fiatAmount: string;
  cryptoAmount: string;
  fees: Record<FeeId, string>;
  totalFee: string;
  feeDecimal: string;
  ferryFeeOffPercent: string;
  campaignAmount: string;
  actualFerryFees: string;
  actualTotalFees: string;
};

export type QuoteComputation = { ok: true; numbers: QuoteNumbers } | { ok: false; reason: 'FEES_EXCEED_AMOUNT' };

type FeeParts = { ferry: Dec; actualFerry: Dec; partner: Dec; processing: Dec; network: Dec };

const HUNDRED = new Dec(100);
const MAX_ADJUSTMENTS = 64;

const ONE_PERCENT = new Dec('0.01');

function feesOn(base: Dec, schedule: QuoteFeeSchedule, roundOff: number): FeeParts {
  // Multiplying by 0.01 is exact and much cheaper than dividing by 100.
  const percentOf = (percent: string) => base.times(percent).times(ONE_PERCENT);
  const ferryFull = percentOf(schedule.ferryPercent);
  const keptShare = HUNDRED.minus(schedule.ferryFeeOffPercent).times(ONE_PERCENT);
  return {
    ferry: roundFiat(ferryFull.times(keptShare), roundOff),
    actualFerry: roundFiat(ferryFull, roundOff),
    partner: roundFiat(percentOf(schedule.partnerPercent), roundOff),
    processing: roundFiat(percentOf(schedule.processingPercent).plus(schedule.processingFixed), roundOff),
    network: roundFiat(schedule.networkFee, roundOff),
  };
}

function totalOf(fees: FeeParts): Dec {
  return fees.ferry.plus(fees.partner).plus(fees.processing).plus(fees.network);
}

function numbersOf(
  input: QuoteComputationInput,
  fiatAmount: Dec,
  cryptoAmount: Dec,
  fees: FeeParts,
  /** A remainder below one fiat unit's worth of delivery precision, kept by Ferry in its fee. */
  remainder: Dec,
): QuoteNumbers {
  const rf = input.fiatRoundOff;
  const ferry = fees.ferry.plus(remainder);
  const actualFerry = fees.actualFerry.plus(remainder);
  const total = ferry.plus(fees.partner).plus(fees.processing).plus(fees.network);
  const actualTotal = actualFerry.plus(fees.partner).plus(fees.processing).plus(fees.network);
  return {
    fiatAmount: fiatAmount.toFixed(rf),
    cryptoAmount: cryptoAmount.toFixed(),
    fees: {
      ferry_fee: ferry.toFixed(rf),
      partner_fee: fees.partner.toFixed(rf),
      processing_fee: fees.processing.toFixed(rf),
      network_fee: fees.network.toFixed(rf),
    },
    totalFee: total.toFixed(rf),
    feeDecimal: fiatAmount.isZero() ? '0' : total.dividedBy(fiatAmount).toDecimalPlaces(6).toFixed(),
    ferryFeeOffPercent: new Dec(input.schedule.ferryFeeOffPercent).toFixed(),
    campaignAmount: fiatText(ferry.minus(actualFerry), rf),
    actualFerryFees: actualFerry.toFixed(rf),
    actualTotalFees: actualTotal.toFixed(rf),
  };
}

/** BUY, fees inside the amount paid: the smallest fiat amount whose net buys `crypto`. */
function buyFiatForCrypto(input: QuoteComputationInput, value: Dec): Dec {
  const { schedule, fiatRoundOff: rf } = input;
  const rate = new Dec(schedule.ferryPercent)
    .times(HUNDRED.minus(schedule.ferryFeeOffPercent).dividedBy(HUNDRED))
    .plus(schedule.partnerPercent)
    .plus(schedule.processingPercent)
    .dividedBy(HUNDRED);
  const fixed = new Dec(schedule.processingFixed).plus(schedule.networkFee);
  const unit = unitOf(rf);
  const netOf = (fiat: Dec) => fiat.minus(totalOf(feesOn(fiat, schedule, rf)));
  let fiat = ceilFiat(value.plus(fixed).dividedBy(new Dec(1).minus(rate)), rf);
  for (let step = 0; step < MAX_ADJUSTMENTS && netOf(fiat).lessThan(value); step += 1) fiat = fiat.plus(unit);
  for (let step = 0; step < MAX_ADJUSTMENTS && netOf(fiat.minus(unit)).greaterThanOrEqualTo(value); step += 1) {
    fiat = fiat.minus(unit);
  }
  return fiat;
}

function computeBuy(input: QuoteComputationInput): QuoteComputation {
  const { schedule, fiatRoundOff: rf, cryptoRoundOff: rc } = input;
  const price = new Dec(input.conversionPrice);

  if (input.isFeeExcludedFromFiat) {
    // The amount asked for is converted whole; the fees are charged on top of it.
    const converted =
      input.amount.kind === 'fiat'
        ? roundFiat(input.amount.value, rf)
        : ceilFiat(floorCrypto(input.amount.value, rc).dividedBy(price), rf);
    const crypto = input.amount.kind === 'fiat' ? floorCrypto(converted.times(price), rc) : floorCrypto(input.amount.value, rc);
    if (crypto.lessThanOrEqualTo(0)) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
    const fees = feesOn(converted, schedule, rf);
    const remainder = floorFiat(converted.minus(crypto.dividedBy(price)), rf);
    const fiatAmount = converted.plus(totalOf(fees));
    return { ok: true, numbers: numbersOf(input, fiatAmount, crypto, fees, remainder) };
  }

  const fiatAmount =
    input.amount.kind === 'fiat'
      ? roundFiat(input.amount.value, rf)
      : buyFiatForCrypto(input, floorCrypto(input.amount.value, rc).dividedBy(price));
  const fees = feesOn(fiatAmount, schedule, rf);
  const net = fiatAmount.minus(totalOf(fees));
  if (net.lessThanOrEqualTo(0)) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  const crypto = input.amount.kind === 'fiat' ? floorCrypto(net.times(price), rc) : floorCrypto(input.amount.value, rc);
  const undelivered = net.minus(crypto.dividedBy(price));
  if (crypto.lessThanOrEqualTo(0) || undelivered.lessThan(0)) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  const remainder = floorFiat(undelivered, rf);
  return { ok: true, numbers: numbersOf(input, fiatAmount, crypto, fees, remainder) };
}

/** SELL: the payout is the crypto's fiat value (rounded down) less the fees. */
function sellFor(input: QuoteComputationInput, crypto: Dec): { payout: Dec; fees: FeeParts } {
  const gross = floorFiat(crypto.dividedBy(input.conversionPrice), input.fiatRoundOff);
  const fees = feesOn(gross, input.schedule, input.fiatRoundOff);
  return { payout: gross.minus(totalOf(fees)), fees };
}

function computeSell(input: QuoteComputationInput): QuoteComputation {
  const { schedule, cryptoRoundOff: rc } = input;
  const price = new Dec(input.conversionPrice);
  let crypto: Dec;
  if (input.amount.kind === 'crypto') {
    crypto = floorCrypto(input.amount.value, rc);
  } else {
    // The least crypto whose payout reaches the fiat asked for.
    const wanted = roundFiat(input.amount.value, input.fiatRoundOff);
    const rate = new Dec(schedule.ferryPercent).plus(schedule.partnerPercent).plus(schedule.processingPercent).dividedBy(HUNDRED);
    const fixed = new Dec(schedule.processingFixed).plus(schedule.networkFee);
    crypto = ceilCrypto(wanted.plus(fixed).dividedBy(new Dec(1).minus(rate)).times(price), rc);
    for (let step = 0; step < MAX_ADJUSTMENTS; step += 1) {
      const shortfall = wanted.minus(sellFor(input, crypto).payout);
      if (shortfall.lessThanOrEqualTo(0)) break;
      crypto = ceilCrypto(crypto.plus(shortfall.times(price)), rc).plus(new Dec(1).dividedBy(new Dec(10).pow(rc)));
    }
  }
  if (crypto.lessThanOrEqualTo(0)) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  const { payout, fees } = sellFor(input, crypto);
  if (payout.lessThanOrEqualTo(0)) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  return { ok: true, numbers: numbersOf(input, payout, crypto, fees, new Dec(0)) };
}

/**
 * The numbers of a quote (fees, amounts, discount) from the request, the price and the fee
 * schedule. Pure and decimal throughout; see packages/contracts/src/quote.ts for the equation
 * every result satisfies. isFeeExcludedFromFiat applies to BUY only: a sell's fees always come
 * out of the payout.
 */
export function computeQuote(input: QuoteComputationInput): QuoteComputation {
  const { schedule } = input;
  const percents = new Dec(schedule.ferryPercent).plus(schedule.partnerPercent).plus(schedule.processingPercent);
  if (new Dec(input.conversionPrice).lessThanOrEqualTo(0) || percents.greaterThanOrEqualTo(HUNDRED)) {
    return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  }
  return input.side === 'BUY' ? computeBuy(input) : computeSell(input);
}
