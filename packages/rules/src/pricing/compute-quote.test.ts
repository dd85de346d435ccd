import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeQuote, type QuoteComputationInput, type QuoteFeeSchedule } from './compute-quote.js';
import { Dec } from './decimal.js';
import { feeEquationRemainder, satisfiesFeeEquation } from './fee-equation.js';

const schedule: QuoteFeeSchedule = {
  ferryPercent: '1',
  partnerPercent: '1',
  processingPercent: '2.5',
  processingFixed: '0',
  networkFee: '1.10',
  ferryFeeOffPercent: '0',
};
// 1 EUR buys 0.0004 ETH: 1 ETH = 2500 EUR.
const ethEur = { conversionPrice: '0.0004', fiatRoundOff: 2, cryptoRoundOff: 8 };

function quoteOf(input: QuoteComputationInput) {
  const result = computeQuote(input);
  if (!result.ok) throw new Error(result.reason);
  const n = result.numbers;
  return {
    ...n,
    isBuyOrSell: input.side,
    conversionPrice: input.conversionPrice,
    feeBreakdown: Object.values(n.fees).map((value) => ({ value })),
  };
}

describe('computeQuote: fees', () => {
  it('charges each fee on the fiat amount, rounded to the fiat roundOff, and totals them exactly', () => {
    const quote = quoteOf({ side: 'BUY', amount: { kind: 'fiat', value: '250' }, schedule, isFeeExcludedFromFiat: false, ...ethEur });
    expect(quote.fees).toEqual({ ferry_fee: '2.50', partner_fee: '2.50', processing_fee: '6.25', network_fee: '1.10' });
    expect(quote.totalFee).toBe('12.35');
    expect(quote.fiatAmount).toBe('250.00');
    // (250 - 12.35) * 0.0004 = 0.09506
    expect(quote.cryptoAmount).toBe('0.09506');
    expect(quote.feeDecimal).toBe('0.0494');
  });

  it('applies the fee-off percent to the Ferry fee only and reports the campaign amount as the negative difference', () => {
    const quote = quoteOf({
      side: 'BUY', amount: { kind: 'fiat', value: '250' }, isFeeExcludedFromFiat: false, ...ethEur,
      schedule: { ...schedule, ferryFeeOffPercent: '50' },
    });
    expect(quote.fees.ferry_fee).toBe('1.25');
    expect(quote.actualFerryFees).toBe('2.50');
    expect(quote.campaignAmount).toBe('-1.25');
    expect(quote.totalFee).toBe('11.10');
    expect(quote.actualTotalFees).toBe('12.35');
    expect(quote.ferryFeeOffPercent).toBe('50');
  });

  it('rounds crypto down to the crypto roundOff and keeps the undeliverable remainder inside the Ferry fee', () => {
    // 1 BTC = 8,000,000 INR: one satoshi is worth 0.08 INR, more than one paisa.
    const quote = quoteOf({
      side: 'BUY', amount: { kind: 'fiat', value: '10000' }, isFeeExcludedFromFiat: false,
      conversionPrice: '0.000000125', fiatRoundOff: 2, cryptoRoundOff: 8,
      schedule: { ...schedule, networkFee: '0.37' },
    });
    expect(quote.cryptoAmount).toBe('0.0011937');
    expect(quote.fees.ferry_fee).toBe('100.03');
    expect(satisfiesFeeEquation(quote, 2)).toBe(true);
  });

  it('honours isFeeExcludedFromFiat on a buy: the amount asked for is converted whole and the fees come on top', () => {
    const quote = quoteOf({ side: 'BUY', amount: { kind: 'fiat', value: '250' }, schedule, isFeeExcludedFromFiat: true, ...ethEur });
    expect(quote.cryptoAmount).toBe('0.1');
    expect(quote.totalFee).toBe('12.35');
    expect(quote.fiatAmount).toBe('262.35');
    expect(satisfiesFeeEquation(quote, 2)).toBe(true);
  });

  it('buys by crypto amount: delivers exactly the crypto asked for with the least fiat that covers it', () => {
    const quote = quoteOf({ side: 'BUY', amount: { kind: 'crypto', value: '0.1' }, schedule, isFeeExcludedFromFiat: false, ...ethEur });
    expect(quote.cryptoAmount).toBe('0.1');
    expect(satisfiesFeeEquation(quote, 2)).toBe(true);
    const lessFiat = new Dec(quote.fiatAmount).minus('0.01').toFixed(2);
    const cheaper = quoteOf({ side: 'BUY', amount: { kind: 'fiat', value: lessFiat }, schedule, isFeeExcludedFromFiat: false, ...ethEur });
    expect(new Dec(cheaper.cryptoAmount).lessThan('0.1')).toBe(true);
  });

  it('sells by crypto amount: the payout is the fiat value less the fees', () => {
    const quote = quoteOf({ side: 'SELL', amount: { kind: 'crypto', value: '0.1' }, schedule, isFeeExcludedFromFiat: false, ...ethEur });
    // 0.1 ETH = 250.00 EUR; fees 2.50 + 2.50 + 6.25 + 1.10
    expect(quote.fiatAmount).toBe('237.65');
    expect(quote.totalFee).toBe('12.35');
    expect(feeEquationRemainder(quote).toFixed()).toBe('0');
  });

  it('sells by fiat amount: the least crypto whose payout reaches the fiat asked for', () => {
    const quote = quoteOf({ side: 'SELL', amount: { kind: 'fiat', value: '237.65' }, schedule, isFeeExcludedFromFiat: false, ...ethEur });
    expect(new Dec(quote.fiatAmount).greaterThanOrEqualTo('237.65')).toBe(true);
    expect(new Dec(quote.cryptoAmount).lessThanOrEqualTo('0.1')).toBe(true);
    expect(satisfiesFeeEquation(quote, 2)).toBe(true);
  });

  it('refuses an amount the fees would swallow', () => {
    const result = computeQuote({ side: 'BUY', amount: { kind: 'fiat', value: '1' }, schedule, isFeeExcludedFromFiat: false, ...ethEur });
    expect(result).toEqual({ ok: false, reason: 'FEES_EXCEED_AMOUNT' });
  });
});

const decimalIn = (min: number, max: number, places: number) =>
  fc.integer({ min: min * 10 ** places, max: max * 10 ** places }).map((n) => new Dec(n).dividedBy(10 ** places).toFixed());

const arbitraryInput: fc.Arbitrary<QuoteComputationInput> = fc.record({
  side: fc.constantFrom('BUY' as const, 'SELL' as const),
  amountKind: fc.constantFrom('fiat' as const, 'crypto' as const),
  fiatRoundOff: fc.integer({ min: 0, max: 3 }),
  cryptoRoundOff: fc.integer({ min: 2, max: 10 }),
  // From 1 fiat = 1e-7 crypto (BTC in INR) to 1 fiat = 1000 crypto (a cheap token).
  conversionPrice: fc.integer({ min: 1, max: 10_000_000 }).chain((mantissa) =>
    fc.integer({ min: 2, max: 10 }).map((exponent) => new Dec(mantissa).dividedBy(new Dec(10).pow(exponent + 2)).toSignificantDigits(12).toFixed()),
  ),
  schedule: fc.record({
    ferryPercent: decimalIn(0, 3, 2),
    partnerPercent: decimalIn(0, 5, 2),
    processingPercent: decimalIn(0, 4, 2),
    processingFixed: decimalIn(0, 5, 2),
    networkFee: decimalIn(0, 5, 2),
    ferryFeeOffPercent: fc.constantFrom('0', '25', '50', '100'),
  }),
  isFeeExcludedFromFiat: fc.boolean(),
  fiatValue: decimalIn(20, 100_000, 2),
}).map(({ amountKind, fiatValue, ...rest }) => ({
  ...rest,
  amount: {
    kind: amountKind,
    value: amountKind === 'fiat' ? fiatValue : new Dec(fiatValue).times(rest.conversionPrice).toDecimalPlaces(rest.cryptoRoundOff, Dec.ROUND_DOWN).toFixed(),
  },
}));

describe('computeQuote: the fee equation and the rounding rules hold for any request', () => {
  it('fiat has exactly roundOff decimals, crypto at most its roundOff, fees total exactly, equation within one unit', () => {
    let computed = 0;
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const result = computeQuote(input);
        if (!result.ok) return true;
        computed += 1;
        const n = result.numbers;
        const fiatPlaces = n.fiatAmount.split('.')[1]?.length ?? 0;
        const cryptoPlaces = n.cryptoAmount.split('.')[1]?.length ?? 0;
        expect(fiatPlaces).toBe(input.fiatRoundOff);
        expect(cryptoPlaces).toBeLessThanOrEqual(input.cryptoRoundOff);
        const quote = { ...n, isBuyOrSell: input.side, conversionPrice: input.conversionPrice, feeBreakdown: Object.values(n.fees).map((value) => ({ value })) };
        expect(satisfiesFeeEquation(quote, input.fiatRoundOff)).toBe(true);
        expect(new Dec(n.campaignAmount).lessThanOrEqualTo(0)).toBe(true);
        return true;
      }),
      { numRuns: 2000 },
    );
    expect(computed).toBeGreaterThan(1500);
  });
});
