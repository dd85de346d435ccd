import { describe, expect, it } from 'vitest';
import { analyticsProductType } from './product-type.js';

describe('product type for analytics: ON_RAMP, OFF_RAMP, OFF_RAMP_STREAM with _NFT or _FERRY_ONE', () => {
  it('names the product', () => {
    expect(analyticsProductType('BUY')).toBe('ON_RAMP');
    expect(analyticsProductType('SELL')).toBe('OFF_RAMP');
    expect(analyticsProductType('OFF_RAMP_STREAM')).toBe('OFF_RAMP_STREAM');
  });
  it('adds the NFT or Ferry One suffix', () => {
    expect(analyticsProductType('BUY', { isNft: true })).toBe('ON_RAMP_NFT');
    expect(analyticsProductType('SELL', { isFerryOne: true })).toBe('OFF_RAMP_FERRY_ONE');
    expect(analyticsProductType('BUY', { isNft: true, isFerryOne: true })).toBe('ON_RAMP_NFT');
  });
});
