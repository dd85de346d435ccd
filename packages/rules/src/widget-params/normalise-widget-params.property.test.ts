import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NormalisedWidgetParams, PRODUCTS } from '@ferry/contracts';
import type { WidgetParamName } from '@ferry/contracts';
import { normaliseWidgetParams } from './normalise-widget-params.js';
import { PARAM_KINDS, PARAMS_HANDLED_ELSEWHERE } from './param-kinds.js';
import type { ParamKind } from './param-kinds.js';
import type { RawWidgetQuery } from './read-raw.js';
import { widgetParamsToQuery } from './to-query.js';
import { context, partner, searchParamsFromPairs } from './test-fixtures.js';
import type { WidgetParamsContext } from './normalise-widget-params.js';

const decimal = fc
  .tuple(fc.stringMatching(/^\d{0,4}$/), fc.stringMatching(/^\d{0,4}$/))
  .map(([whole, fraction]) => `${whole}.${fraction}`);
const walletAddressesData = fc
  .record({
    coins: fc.dictionary(
      fc.constantFrom('btc', 'USDT', 'doge', 'Eth'),
      fc.record({ address: fc.string() }),
    ),
    networks: fc.dictionary(
      fc.constantFrom('Polygon', 'ethereum', 'solana'),
      fc.record({
        address: fc.string(),
        addressAdditionalData: fc.oneof(fc.string(), fc.integer()),
      }),
    ),
  })
  .map((data) => JSON.stringify(data));

/** Values that exercise each kind's checks: valid ones in odd casing, and near misses. */
const VALUES_BY_KIND: Record<ParamKind, fc.Arbitrary<string>> = {
  text: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(' padded ')),
  longText: fc.string({ maxLength: 60 }),
  fiat: fc.constantFrom('usd', 'EUR', 'inr', 'Gbp', 'xyz'),
  country: fc.constantFrom('in', 'GB', 'de', 'us', 'kp', 'jp', 'zz'),
  network: fc.constantFrom('Polygon', 'ETHEREUM', 'bitcoin', 'tron', 'solana'),
  crypto: fc.constantFrom('btc', 'USDT', 'usdc', 'eth', 'doge'),
  paymentMethod: fc.constantFrom(
    'apple_pay',
    'INR_UPI',
    'pm_wire',
    'credit_debit_card',
    'sepa_bank_transfer',
    'cash',
  ),
  email: fc.oneof(
    fc.constantFrom('ada@example.com', ' ada@example.com', 'ada@'),
    fc.emailAddress(),
  ),
  url: fc.oneof(
    fc.constantFrom('https://x.example/y', 'javascript:alert(1)', 'https:/x'),
    fc.webUrl(),
  ),
  provider: fc.constantFrom('sumsub', 'SUMSUB', 'onfido'),
  boolean: fc.constantFrom('true', 'FALSE', 'True', 'yes', '1'),
  amount: fc.oneof(fc.constantFrom('100', '0.5', '007.50', '-1', '0', '1e3', '.'), decimal),
  integer: fc.oneof(
    fc.constantFrom('21000', '0', '1.5', '99999999999999999999'),
    fc.nat().map(String),
  ),
  productList: fc.constantFrom('buy', 'SELL,off_ramp_stream', 'nft,buy', 'Sell'),
  fiatList: fc.constantFrom('eur,gbp', 'INR', 'usd,xyz'),
  networkList: fc.constantFrom('ethereum,Polygon', 'solana', 'tron,tron', ''),
  paymentMethodList: fc.constantFrom('pm_wire,INR_UPI', 'cash', 'apple_pay'),
  cryptoList: fc.constantFrom('btc,usdt', 'DOGE', 'eth'),
  walletAddressesData: fc.oneof(
    walletAddressesData,
    fc.constantFrom('{oops', '[1]', '{"coins":1}'),
  ),
  jsonObject: fc.oneof(fc.json(), fc.constantFrom('{"firstName":"Ada"}', '{oops')),
};

const knownEntry = fc
  .constantFrom(...(Object.keys(PARAM_KINDS) as WidgetParamName[]))
  .chain((name) =>
    VALUES_BY_KIND[PARAM_KINDS[name]].map((value): [string, string] => [name, value]),
  );
const otherEntry = fc.tuple(
  fc.oneof(fc.constantFrom(...PARAMS_HANDLED_ELSEWHERE), fc.string({ maxLength: 20 })),
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.nat(11_000).map((length) => 'x'.repeat(length)),
  ),
);
const entries = fc.array(
  fc.oneof({ weight: 6, arbitrary: knownEntry }, { weight: 1, arbitrary: otherEntry }),
  {
    maxLength: 30,
  },
);

const recordQuery = entries.map((pairs) => {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const previous = record[name];
    record[name] = previous === undefined ? value : [previous, value].flat();
  }
  return record;
});
const searchParamsQuery = entries.map((pairs) => searchParamsFromPairs(pairs));
const strangeQuery = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.constantFrom(...Object.keys(PARAM_KINDS)), fc.anything()),
);
const anyQuery = fc.oneof(
  { weight: 3, arbitrary: recordQuery },
  { weight: 3, arbitrary: searchParamsQuery },
  { weight: 1, arbitrary: strangeQuery },
) as fc.Arbitrary<RawWidgetQuery>;

/** Only the partner varies, so a counterexample prints short. */
const partnerVariant = fc.record({
  productsAvailed: fc.subarray([...PRODUCTS]),
  isNftEnabled: fc.boolean(),
});
const contextFor = (variant: Partial<typeof partner>): WidgetParamsContext => ({
  ...context,
  partner: { ...partner, ...variant },
});

describe('normaliseWidgetParams properties', () => {
  it('never throws on any input', () => {
    fc.assert(
      fc.property(anyQuery, partnerVariant, (raw, variant) => {
        const ctx = contextFor(variant);
        normaliseWidgetParams(raw, ctx);
      }),
      { numRuns: 300 },
    );
  });

  it('the output always parses with its schema, unchanged', () => {
    fc.assert(
      fc.property(anyQuery, partnerVariant, (raw, variant) => {
        const ctx = contextFor(variant);
        const output = normaliseWidgetParams(raw, ctx);
        const parsed = NormalisedWidgetParams.safeParse(output);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(output);
      }),
      { numRuns: 300 },
    );
  });

  it("normalising a product's parameters again, as query parameters, changes nothing and rejects nothing", () => {
    fc.assert(
      fc.property(anyQuery, partnerVariant, (raw, variant) => {
        const ctx = contextFor(variant);
        const output = normaliseWidgetParams(raw, ctx);
        for (const product of output.productsAvailed) {
          const params = output.byProduct[product] ?? {};
          const again = normaliseWidgetParams(widgetParamsToQuery(params), ctx);
          expect(again.byProduct[product]).toEqual(params);
          expect(again.rejected).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('given its own output as the stored parameters, the same query gives the same output', () => {
    fc.assert(
      fc.property(anyQuery, partnerVariant, (raw, variant) => {
        const ctx = contextFor(variant);
        const output = normaliseWidgetParams(raw, ctx);
        expect(normaliseWidgetParams(raw, { ...ctx, stored: output })).toEqual(output);
      }),
      { numRuns: 300 },
    );
  });
});
