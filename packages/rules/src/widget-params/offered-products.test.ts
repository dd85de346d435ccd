import { describe, expect, it } from 'vitest';
import { offeredProducts } from './offered-products.js';

const partnerProducts = ['BUY', 'SELL', 'OFF_RAMP_STREAM'] as const;

describe('products offered (spec 000 section 4)', () => {
  it("products offered are the partner's products filtered by the URL", () => {
    expect(
      offeredProducts({ partnerProducts, fromUrl: ['SELL', 'BUY'], stored: ['OFF_RAMP_STREAM'] }),
    ).toEqual(['BUY', 'SELL']);
  });

  it('without products in the URL, the stored ones are offered', () => {
    expect(offeredProducts({ partnerProducts, stored: ['OFF_RAMP_STREAM'] })).toEqual([
      'OFF_RAMP_STREAM',
    ]);
  });

  it("without URL or stored products, all of the partner's products are offered", () => {
    expect(offeredProducts({ partnerProducts })).toEqual(['BUY', 'SELL', 'OFF_RAMP_STREAM']);
  });

  it('a stored product the partner no longer has is not offered', () => {
    expect(offeredProducts({ partnerProducts: ['SELL'], stored: ['BUY'] })).toEqual(['SELL']);
    expect(
      offeredProducts({ partnerProducts: ['SELL', 'BUY'], stored: ['BUY', 'OFF_RAMP_STREAM'] }),
    ).toEqual(['BUY']);
  });
});
