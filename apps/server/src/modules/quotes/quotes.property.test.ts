import { CryptoCurrency, FiatCurrency, Quote, SellLimits } from '@ferry/contracts';
import { Dec, satisfiesFeeEquation, sellLimitFor } from '@ferry/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SANDBOX_FIAT_PER_USD, SANDBOX_REFERENCE_USD } from '../../providers/prices/sandbox-prices.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let fiats: FiatCurrency[];
let cryptos: CryptoCurrency[];
let limits: SellLimits;
beforeAll(async () => {
  t = await createTestApp();
  const read = async (url: string) => (await t.app.inject({ url })).json().response;
  fiats = z.array(FiatCurrency).parse(await read('/api/v1/fiat-currencies?apiKey=pk_sandbox_demo'));
  cryptos = z.array(CryptoCurrency).parse(await read('/api/v1/crypto-currencies?partnerApiKey=pk_sandbox_demo'));
  limits = SellLimits.parse(await read('/api/v1/limits/SELL?apiKey=pk_sandbox_demo'));
});
afterAll(async () => {
  await t.close();
});

/** Reference fiat per crypto; the sandbox drifts at most 0.5 % from it, so 15 % margins keep requests in bounds. */
const referencePrice = (crypto: string, fiat: string) => new Dec(SANDBOX_REFERENCE_USD[crypto]!).times(SANDBOX_FIAT_PER_USD[fiat]!);
const between = (min: Dec, max: Dec, places: number) =>
  fc.integer({ min: 0, max: 1_000_000 }).map((step) => min.plus(max.minus(min).times(step).dividedBy(1_000_000)).toDecimalPlaces(places, Dec.ROUND_DOWN));
const inside = (value: Dec, min: string | undefined, max: string | undefined) =>
  (min === undefined || value.greaterThanOrEqualTo(new Dec(min).times(1.15))) && (max === undefined || value.lessThanOrEqualTo(new Dec(max).times(0.85)));

type Case = { params: Record<string, string>; fiat: FiatCurrency; crypto: CryptoCurrency };

function requestsWithinBounds(): fc.Arbitrary<Case> {
  return fc
    .record({
      side: fc.constantFrom('BUY' as const, 'SELL' as const),
      fiat: fc.constantFrom(...fiats),
      crypto: fc.constantFrom(...cryptos),
      optionIndex: fc.nat(),
      kind: fc.constantFrom('fiat' as const, 'crypto' as const),
      target: fc.integer({ min: 0, max: 1_000_000 }),
      partnerApiKey: fc.constantFrom('pk_sandbox_demo', 'pk_sandbox_ferry'),
      isFeeExcludedFromFiat: fc.boolean(),
    })
    .chain(({ side, fiat, crypto, optionIndex, kind, partnerApiKey, isFeeExcludedFromFiat }) => {
      const options = fiat.paymentOptions.filter((option) => option.isActive && (side === 'BUY' || (fiat.isPayOutAllowed && option.isPayOutAllowed)));
      const option = options[optionIndex % Math.max(options.length, 1)];
      if (!option) return fc.constant(null);
      const fiatMin = new Dec(side === 'BUY' ? option.minAmount : (option.minAmountForPayOut ?? option.minAmount)).times(1.15);
      const fiatMax = new Dec(side === 'BUY' ? option.maxAmount : (option.maxAmountForPayOut ?? option.maxAmount)).times(isFeeExcludedFromFiat ? 0.8 : 0.85);
      const price = referencePrice(crypto.symbol, fiat.symbol);
      const limit = sellLimitFor(limits, { cryptoCurrency: crypto.symbol, fiatCurrency: fiat.symbol, paymentMethod: option.id });
      const [cryptoMin, cryptoMax] = side === 'BUY' ? [crypto.minAmount, crypto.maxAmount] : [limit.minCryptoAmount, limit.maxCryptoAmount];
      return between(fiatMin, fiatMax, fiat.roundOff).map((fiatValue) => {
        const cryptoValue = fiatValue.dividedBy(price).toDecimalPlaces(crypto.roundOff, Dec.ROUND_DOWN);
        if (!inside(cryptoValue, cryptoMin, cryptoMax) || cryptoValue.isZero()) return null;
        const params: Record<string, string> = {
          fiatCurrency: fiat.symbol, cryptoCurrency: crypto.symbol, network: crypto.network.name, paymentMethod: option.id,
          partnerApiKey, isBuyOrSell: side,
          ...(kind === 'fiat' ? { fiatAmount: fiatValue.toFixed() } : { cryptoAmount: cryptoValue.toFixed() }),
          ...(isFeeExcludedFromFiat ? { isFeeExcludedFromFiat: 'true' } : {}),
        };
        return { params, fiat, crypto };
      });
    })
    .filter((value): value is Case => value !== null);
}

describe('quotes: property over 10,000 random requests within bounds', () => {
  it('every one is quoted, satisfies the fee equation and rounds fiat by roundOff and crypto down by its roundOff', async () => {
    await fc.assert(
      fc.asyncProperty(requestsWithinBounds(), async ({ params, fiat, crypto }) => {
        const res = await t.app.inject({ url: `/api/v1/widget/quotes?${new URLSearchParams(params)}` });
        expect(res.statusCode, `${JSON.stringify(params)} -> ${res.body}`).toBe(200);
        const q = Quote.parse(res.json().response);
        expect(Quote.strict().parse(res.json().response)).toEqual(res.json().response);
        expect(satisfiesFeeEquation(q, fiat.roundOff)).toBe(true);
        expect(q.fiatAmount.split('.')[1]?.length ?? 0).toBe(fiat.roundOff);
        expect(q.cryptoAmount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(crypto.roundOff);
        if (params.cryptoAmount) expect(new Dec(q.cryptoAmount).equals(params.cryptoAmount)).toBe(true);
        if (params.fiatAmount && q.isBuyOrSell === 'BUY' && !q.isFeeExcludedFromFiat) expect(new Dec(q.fiatAmount).equals(params.fiatAmount)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  }, 300_000);
});

const valid = {
  fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card',
  partnerApiKey: 'pk_sandbox_demo', fiatAmount: '250',
};
const junk: Record<string, string[]> = {
  fiatAmount: ['-5', '1e3', 'abc', '', '0', '0.000', '1.', '.5', ' 250', '9'.repeat(40), '29.99', '5000.01', '250,00', 'NaN', 'Infinity'],
  fiatCurrency: ['eur', 'XXX', '€', '', 'EURO', 'JPY'],
  cryptoCurrency: ['eth', 'NOPE', '', 'E'.repeat(40), 'BTC'],
  network: ['ETHEREUM', 'moon', '', 'a'.repeat(80), 'solana'],
  paymentMethod: ['card', 'CREDIT_DEBIT_CARD', '', 'inr_upi', 'gbp_bank_transfer'],
  partnerApiKey: ['', 'pk sandbox', 'x'.repeat(101), 'pk_sandbox_disabled'],
  isBuyOrSell: ['buy', 'HOLD', ''],
  isFeeExcludedFromFiat: ['yes', '1', ''],
  redirectURL: ['javascript:alert(1)', 'not a url'],
  quoteCountryCode: ['deu', 'd', '12'],
  estimatedGasLimit: ['-1', '1.5', 'lots'],
  isNFT: ['maybe'],
};

describe('quotes: bad requests get 400, never 500', () => {
  it('answers every mutated request with a 4xx error envelope, 400 for anything but the partner gate', async () => {
    const mutation = fc.oneof(
      fc.record({ field: fc.constantFrom(...Object.keys(junk)) }).chain(({ field }) => fc.constantFrom(...junk[field]!).map((value) => ({ ...valid, [field]: value }))),
      fc.constantFrom('fiatCurrency', 'cryptoCurrency', 'network', 'paymentMethod', 'partnerApiKey', 'fiatAmount').map((field) => {
        const { [field as keyof typeof valid]: _gone, ...rest } = valid;
        return rest;
      }),
      fc.constant({ ...valid, cryptoAmount: '0.1' }),
      fc.constant({ ...valid, isNFT: 'true', cryptoAmount: '0.01', fiatAmount: undefined, nftData: '[{' }),
    );
    await fc.assert(
      fc.asyncProperty(mutation, async (params: Record<string, string | undefined>) => {
        const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
        const res = await t.app.inject({ url: `/api/v1/widget/quotes?${query}` });
        const body = res.json();
        expect(body).toMatchObject({ statusCode: res.statusCode, code: expect.any(String), message: expect.any(String) });
        if (params.partnerApiKey === 'pk_sandbox_disabled') expect(res.statusCode).toBe(403);
        else expect(res.statusCode, `${query} -> ${res.body}`).toBe(400);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it('never answers 500 to arbitrary query strings, repeated keys or odd quote ids', async () => {
    const keys = [...Object.keys(junk), 'cryptoAmount', 'nftData', 'callData', 'quoteId', 'x'];
    const rawQuery = fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ unit: 'binary', maxLength: 30 })), { maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(rawQuery, fc.constantFrom('widget/quotes', 'quotes/refresh', 'limits/SELL', 'stream/fee'), async (pairs, path) => {
        const query = new URLSearchParams(pairs);
        const res = await t.app.inject({ url: `/api/v1/${path}?${query}` });
        expect(res.statusCode, `${path}?${query} -> ${res.body}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
