import { describe, expect, it } from 'vitest';
import type { NormalisedWidgetParams } from '@ferry/contracts';
import { normaliseWidgetParams } from './normalise-widget-params.js';
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
