import { describe, expect, it } from 'vitest';
import { convertedFiatData } from './converted-fiat.js';

describe('convertedFiatData', () => {
  const base = { fiatAmount: '100', fiatCurrency: 'EUR', targetCurrency: 'GBP', fiatPerUsd: '0.9', targetPerUsd: '0.78', targetRoundOff: 2 };

  it('converts the fiat amount to the country currency through both USD rates, rounded to its round-off', () => {
    expect(convertedFiatData(base)).toEqual({ fiatCurrency: 'GBP', fiatAmount: '86.67', conversionRate: '0.8666666667' });
  });

  it('is null for the quote’s own currency, no country currency or a missing rate', () => {
    expect(convertedFiatData({ ...base, targetCurrency: 'EUR' })).toBeNull();
    expect(convertedFiatData({ ...base, targetCurrency: null })).toBeNull();
    expect(convertedFiatData({ ...base, targetPerUsd: null })).toBeNull();
  });
});
