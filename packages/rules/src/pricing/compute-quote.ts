import type { BuyOrSell, FeeId } from '@ferry/contracts';
import { compare, dividedBy, HUNDRED, minus, ONE, plus, pow10, type Ratio, ratioOf, round, sign, times, toFixed, ZERO } from './exact-ratio.js';

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

type FeeParts = { ferry: Ratio; actualFerry: Ratio; partner: Ratio; processing: Ratio; network: Ratio };

/** The schedule's strings read once per quote. */
type Schedule = {
  ferryPercent: Ratio;
  partnerPercent: Ratio;
  processingPercent: Ratio;
  processingFixed: Ratio;
  networkFee: Ratio;
  /** The share of the Ferry fee charged: (100 - fee-off percent) / 100. */
  keptShare: Ratio;
};

type Request = {
  side: BuyOrSell;
  kind: 'fiat' | 'crypto';
  value: Ratio;
  price: Ratio;
  rf: number;
  rc: number;
  schedule: Schedule;
  ferryFeeOffPercent: Ratio;
  isFeeExcludedFromFiat: boolean;
};

const MAX_ADJUSTMENTS = 64;
const roundFiat = (value: Ratio, places: number) => round(value, places, 'half-up');
const floorFiat = (value: Ratio, places: number) => round(value, places, 'down');
const ceilFiat = (value: Ratio, places: number) => round(value, places, 'up');
const floorCrypto = floorFiat;
const ceilCrypto = ceilFiat;
const percentOf = (base: Ratio, percent: Ratio) => dividedByHundred(times(base, percent));
function dividedByHundred(value: Ratio): Ratio {
  return { n: value.n, d: value.d * 100n };
}

function feesOn(base: Ratio, schedule: Schedule, roundOff: number): FeeParts {
  const ferryFull = percentOf(base, schedule.ferryPercent);
  return {
    ferry: roundFiat(times(ferryFull, schedule.keptShare), roundOff),
    actualFerry: roundFiat(ferryFull, roundOff),
    partner: roundFiat(percentOf(base, schedule.partnerPercent), roundOff),
    processing: roundFiat(plus(percentOf(base, schedule.processingPercent), schedule.processingFixed), roundOff),
    network: roundFiat(schedule.networkFee, roundOff),
  };
}

function totalOf(fees: FeeParts): Ratio {
  return plus(plus(plus(fees.ferry, fees.partner), fees.processing), fees.network);
}

function numbersOf(
  input: Request,
  fiatAmount: Ratio,
  cryptoAmount: Ratio,
  fees: FeeParts,
  /** A remainder below one fiat unit's worth of delivery precision, kept by Ferry in its fee. */
  remainder: Ratio,
): QuoteNumbers {
  const rf = input.rf;
  const ferry = plus(fees.ferry, remainder);
  const actualFerry = plus(fees.actualFerry, remainder);
  const others = plus(plus(fees.partner, fees.processing), fees.network);
  const total = plus(ferry, others);
  const actualTotal = plus(actualFerry, others);
  return {
    fiatAmount: toFixed(fiatAmount, rf),
    cryptoAmount: toFixed(cryptoAmount),
    fees: {
      ferry_fee: toFixed(ferry, rf),
      partner_fee: toFixed(fees.partner, rf),
      processing_fee: toFixed(fees.processing, rf),
      network_fee: toFixed(fees.network, rf),
    },
    totalFee: toFixed(total, rf),
    feeDecimal: sign(fiatAmount) === 0 ? '0' : toFixed(round(dividedBy(total, fiatAmount), 6, 'half-up')),
    ferryFeeOffPercent: toFixed(input.ferryFeeOffPercent),
    campaignAmount: toFixed(minus(ferry, actualFerry), rf),
    actualFerryFees: toFixed(actualFerry, rf),
    actualTotalFees: toFixed(actualTotal, rf),
  };
}

/** BUY, fees inside the amount paid: the smallest fiat amount whose net buys `crypto`. */
function buyFiatForCrypto(input: Request, value: Ratio): Ratio {
  const { schedule, rf } = input;
  const rate = dividedByHundred(
    plus(plus(times(schedule.ferryPercent, schedule.keptShare), schedule.partnerPercent), schedule.processingPercent),
  );
  const fixed = plus(schedule.processingFixed, schedule.networkFee);
  const unit = { n: 1n, d: pow10(rf) };
  const netOf = (fiat: Ratio) => minus(fiat, totalOf(feesOn(fiat, schedule, rf)));
  let fiat = ceilFiat(dividedBy(plus(value, fixed), minus(ONE, rate)), rf);
  for (let step = 0; step < MAX_ADJUSTMENTS && compare(netOf(fiat), value) < 0; step += 1) fiat = plus(fiat, unit);
  for (let step = 0; step < MAX_ADJUSTMENTS && compare(netOf(minus(fiat, unit)), value) >= 0; step += 1) {
    fiat = minus(fiat, unit);
  }
  return fiat;
}

function computeBuy(input: Request): QuoteComputation {
  const { schedule, rf, rc, price } = input;

  if (input.isFeeExcludedFromFiat) {
    // The amount asked for is converted whole; the fees are charged on top of it.
    const converted =
      input.kind === 'fiat' ? roundFiat(input.value, rf) : ceilFiat(dividedBy(floorCrypto(input.value, rc), price), rf);
    const crypto = input.kind === 'fiat' ? floorCrypto(times(converted, price), rc) : floorCrypto(input.value, rc);
    if (sign(crypto) <= 0) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
    const fees = feesOn(converted, schedule, rf);
    const remainder = floorFiat(minus(converted, dividedBy(crypto, price)), rf);
    const fiatAmount = plus(converted, totalOf(fees));
    return { ok: true, numbers: numbersOf(input, fiatAmount, crypto, fees, remainder) };
  }

  const fiatAmount =
    input.kind === 'fiat' ? roundFiat(input.value, rf) : buyFiatForCrypto(input, dividedBy(floorCrypto(input.value, rc), price));
  const fees = feesOn(fiatAmount, schedule, rf);
  const net = minus(fiatAmount, totalOf(fees));
  if (sign(net) <= 0) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  const crypto = input.kind === 'fiat' ? floorCrypto(times(net, price), rc) : floorCrypto(input.value, rc);
  const undelivered = minus(net, dividedBy(crypto, price));
  if (sign(crypto) <= 0 || sign(undelivered) < 0) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  const remainder = floorFiat(undelivered, rf);
  return { ok: true, numbers: numbersOf(input, fiatAmount, crypto, fees, remainder) };
}

/** SELL: the payout is the crypto's fiat value (rounded down) less the fees. */
function sellFor(input: Request, crypto: Ratio): { payout: Ratio; fees: FeeParts } {
  const gross = floorFiat(dividedBy(crypto, input.price), input.rf);
  const fees = feesOn(gross, input.schedule, input.rf);
  return { payout: minus(gross, totalOf(fees)), fees };
}

function computeSell(input: Request): QuoteComputation {
  const { schedule, rc, price } = input;
  let crypto: Ratio;
  if (input.kind === 'crypto') {
    crypto = floorCrypto(input.value, rc);
  } else {
    // The least crypto whose payout reaches the fiat asked for.
    const wanted = roundFiat(input.value, input.rf);
    const rate = dividedByHundred(plus(plus(schedule.ferryPercent, schedule.partnerPercent), schedule.processingPercent));
    const fixed = plus(schedule.processingFixed, schedule.networkFee);
    const last = { n: 1n, d: pow10(rc) };
    crypto = ceilCrypto(times(dividedBy(plus(wanted, fixed), minus(ONE, rate)), price), rc);
    for (let step = 0; step < MAX_ADJUSTMENTS; step += 1) {
      const shortfall = minus(wanted, sellFor(input, crypto).payout);
      if (sign(shortfall) <= 0) break;
      crypto = plus(ceilCrypto(plus(crypto, times(shortfall, price)), rc), last);
    }
  }
  if (sign(crypto) <= 0) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  const { payout, fees } = sellFor(input, crypto);
  if (sign(payout) <= 0) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  return { ok: true, numbers: numbersOf(input, payout, crypto, fees, ZERO) };
}

// The schedule's percents and fees, and the price, repeat from quote to quote (a price changes a
// few times a minute): their ratios are read once. Ratios are immutable, so sharing them is safe.
const SCHEDULE_RATIOS_MAX = 1_000;
const scheduleRatios = new Map<string, Ratio>();
function scheduleRatio(text: string): Ratio {
  let ratio = scheduleRatios.get(text);
  if (ratio === undefined) {
    ratio = ratioOf(text);
    if (scheduleRatios.size >= SCHEDULE_RATIOS_MAX) scheduleRatios.clear();
    scheduleRatios.set(text, ratio);
  }
  return ratio;
}

/**
 * The numbers of a quote (fees, amounts, discount) from the request, the price and the fee
 * schedule. Pure and exact throughout (scaled BigInts, exact-ratio.ts, never floats); see packages/contracts/src/quote.ts for the equation
 * every result satisfies. isFeeExcludedFromFiat applies to BUY only: a sell's fees always come
 * out of the payout.
 */
export function computeQuote(input: QuoteComputationInput): QuoteComputation {
  const ferryFeeOffPercent = scheduleRatio(input.schedule.ferryFeeOffPercent);
  const schedule: Schedule = {
    ferryPercent: scheduleRatio(input.schedule.ferryPercent),
    partnerPercent: scheduleRatio(input.schedule.partnerPercent),
    processingPercent: scheduleRatio(input.schedule.processingPercent),
    processingFixed: scheduleRatio(input.schedule.processingFixed),
    networkFee: scheduleRatio(input.schedule.networkFee),
    keptShare: dividedByHundred(minus(HUNDRED, ferryFeeOffPercent)),
  };
  const price = scheduleRatio(input.conversionPrice);
  const percents = plus(plus(schedule.ferryPercent, schedule.partnerPercent), schedule.processingPercent);
  if (sign(price) <= 0 || compare(percents, HUNDRED) >= 0) return { ok: false, reason: 'FEES_EXCEED_AMOUNT' };
  const request: Request = {
    side: input.side,
    kind: input.amount.kind,
    value: ratioOf(input.amount.value),
    price,
    rf: input.fiatRoundOff,
    rc: input.cryptoRoundOff,
    schedule,
    ferryFeeOffPercent,
    isFeeExcludedFromFiat: input.isFeeExcludedFromFiat,
  };
  return request.side === 'BUY' ? computeBuy(request) : computeSell(request);
}
