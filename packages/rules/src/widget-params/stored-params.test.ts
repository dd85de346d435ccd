import { NormalisedWidgetParams, PRODUCTS } from '@ferry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseWidgetParams } from './normalise-widget-params.js';
import { PARAM_KINDS } from './param-kinds.js';
import { isNormalisedWidgetParams } from './stored-params.js';
import { context, contextWith, searchParams } from './test-fixtures.js';

const stored: NormalisedWidgetParams = {
  productsAvailed: ['SELL'],
  byProduct: {
    SELL: { productsAvailed: ['SELL'], cryptoCurrencyCode: 'BTC', cryptoAmount: '0.1' },
  },
  rejected: [{ name: 'hideMenu', value: 'maybe', reason: 'must be true or false' }],
};

describe('stored query parameters (spec 000 section 4)', () => {
  it('stored queryParams, if present, are reused instead of recomputing', () => {
    const result = normaliseWidgetParams(
      searchParams('cryptoCurrencyCode=ETH&walletAddress=0x1'),
      contextWith({ stored }),
    );
    expect(result).toEqual(stored);
  });

  it('the URL still filters the products offered; a product not stored is computed from the URL', () => {
    const result = normaliseWidgetParams(
      searchParams('productsAvailed=buy,sell,nft&cryptoCurrencyCode=ETH'),
      contextWith({ stored }),
    );
    expect(result.productsAvailed).toEqual(['BUY', 'SELL']);
    expect(result.byProduct.SELL).toEqual({
      productsAvailed: ['BUY', 'SELL'],
      cryptoCurrencyCode: 'BTC',
      cryptoAmount: '0.1',
    });
    expect(result.byProduct.BUY).toEqual({
      productsAvailed: ['BUY', 'SELL'],
      cryptoCurrencyCode: 'ETH',
    });
    expect(result.rejected).toEqual([
      ...stored.rejected,
      { name: 'productsAvailed', value: 'NFT', reason: "not among the partner's products" },
    ]);
  });

  it('malformed stored data is ignored and the URL is normalised instead', () => {
    const broken = {
      productsAvailed: ['SELL'],
      byProduct: { SELL: { fiatAmount: 12.5 } },
    } as unknown as NormalisedWidgetParams;
    const result = normaliseWidgetParams(
      searchParams('cryptoCurrencyCode=ETH'),
      contextWith({ stored: broken }),
    );
    expect(result).toEqual(normaliseWidgetParams(searchParams('cryptoCurrencyCode=ETH'), context));
  });
});

describe('stored data is held to the NormalisedWidgetParams contract without zod', () => {
  /** Key order aside, the same JSON. */
  const canonical = (value: unknown): string =>
    JSON.stringify(value, (_, entry: unknown) =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry)
        ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : 1)))
        : entry,
    );
  const contractKeepsUnchanged = (value: unknown) => {
    const parsed = NormalisedWidgetParams.safeParse(value);
    return parsed.success && canonical(parsed.data) === canonical(value);
  };

  const texts = fc.oneof(
    fc.constantFrom(
      'BTC',
      'btc',
      ' BTC',
      'ETHEREUM',
      'polygon',
      'IN',
      'in',
      'GBR',
      '',
      'x'.repeat(2049),
      'apple_pay',
      'cash',
      'SUMSUB',
      'sumsub',
      '100',
      '0.50',
      '007',
      '0',
      '1.5',
      'ada@example.com',
      'ada@',
      'https://x.example/y',
      ' https://x.example',
      'javascript:alert(1)',
    ),
    fc.string({ maxLength: 6 }),
  );
  const values = fc.oneof(
    texts,
    fc.boolean(),
    fc.constantFrom(0, 1, 21_000, -3, 1.5, Number.MAX_SAFE_INTEGER + 2),
    fc.constant(null),
    fc.array(texts, { maxLength: 3 }),
    fc.dictionary(
      texts,
      fc.oneof(texts, fc.record({ address: texts }), fc.jsonValue({ maxDepth: 2 })),
      { maxKeys: 3 },
    ),
    fc.record(
      {
        coins: fc.dictionary(texts, fc.record({ address: texts }, { requiredKeys: [] }), {
          maxKeys: 2,
        }),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const widgetParams = fc.dictionary(
    fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...Object.keys(PARAM_KINDS)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 5 }) },
    ),
    values,
    { maxKeys: 3 },
  );
  const rejected = fc.array(
    fc.oneof(
      fc.record({ name: texts, value: texts, reason: texts }),
      fc.record({ name: texts, value: texts }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    { maxLength: 2 },
  );
  const stored = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record(
        {
          productsAvailed: fc.oneof(fc.subarray([...PRODUCTS]), fc.array(texts, { maxLength: 2 })),
          byProduct: fc.dictionary(fc.oneof(fc.constantFrom(...PRODUCTS), texts), widgetParams, {
            maxKeys: 2,
          }),
          rejected,
        },
        { requiredKeys: ['byProduct'] },
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

  it('accepts exactly what the contract accepts and gives back unchanged', () => {
    fc.assert(
      fc.property(stored, (value) => {
        expect(isNormalisedWidgetParams(value)).toBe(contractKeepsUnchanged(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("accepts the rules' own output, for any query", () => {
    for (const query of [
      '',
      'cryptoCurrencyCode=eth&hideMenu=true&redirectURL=https://x.example/back',
      'productsAvailed=sell&email=ada@example.com&walletAddressesData={"coins":{"btc":{"address":"bc1q"}}}&userData={"a":[1,{"b":null}]}',
    ]) {
      const output = normaliseWidgetParams(searchParams(query), context);
      expect(isNormalisedWidgetParams(JSON.parse(JSON.stringify(output)))).toBe(true);
    }
  });

  it('refuses a parameter the contract does not know, and one stored in a form it would change', () => {
    const base = normaliseWidgetParams(searchParams(''), context);
    const withUnknown = { ...base, byProduct: { BUY: { colour: 'red' } } };
    const withPaddedUrl = { ...base, byProduct: { BUY: { redirectURL: ' https://x.example' } } };
    expect(isNormalisedWidgetParams(withUnknown)).toBe(false);
    expect(isNormalisedWidgetParams(withPaddedUrl)).toBe(false);
  });
});
