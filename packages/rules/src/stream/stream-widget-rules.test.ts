import { describe, expect, it } from 'vitest';
import { maskAccount } from '../banks/index.js';
import { calculatorRangeError, isCalculatorAmountInRange, streamAddressDisplay, streamEstimateOf } from './index.js';

describe('conversion calculator: quotes only within range', () => {
  const range = { min: '0.002', max: '200' };
  it("below the minimum says 'Minimum buy amount should be more than or equal to {min}'", () => {
    expect(calculatorRangeError({ amount: '0.0019', ...range })).toEqual({ code: 'BELOW_MINIMUM', min: '0.002' });
    expect(isCalculatorAmountInRange({ amount: '0.0019', ...range })).toBe(false);
  });
  it("above the maximum says 'Please place an order of less than {max}'", () => {
    expect(calculatorRangeError({ amount: '200.0001', ...range })).toEqual({ code: 'ABOVE_MAXIMUM', max: '200' });
    expect(isCalculatorAmountInRange({ amount: '200.0001', ...range })).toBe(false);
  });
  it('allows the bounds themselves and compares as decimals, not floats', () => {
    expect(isCalculatorAmountInRange({ amount: '0.002', ...range })).toBe(true);
    expect(isCalculatorAmountInRange({ amount: '200', ...range })).toBe(true);
    expect(calculatorRangeError({ amount: '0.30000000000000000001', min: '0.3', max: '1' })).toBeNull();
  });
  it('an empty, negative or unreadable amount asks for no quote and shows no range error', () => {
    for (const amount of ['', ' ', '-1', 'abc', '1e3', '0']) {
      expect(isCalculatorAmountInRange({ amount, ...range })).toBe(false);
    }
    expect(calculatorRangeError({ amount: '', ...range })).toBeNull();
  });
});

describe('stream wallet display and masking', () => {
  it('shows an address as its first 9 and last 9 characters', () => {
    expect(streamAddressDisplay('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1qar0sr...tzzwf5mdq');
  });
  it('masks a bank account or card to its last 4 digits', () => {
    expect(maskAccount('DE89 3704 0044 0532 0130 00')).toBe('**** 3000');
    expect(maskAccount('4242')).toBe('**** 4242');
  });
});

describe('conversion calculator estimate: the quote value minus the stream fee', () => {
  it('0.2 ETH quoted 546.73 EUR after 6.92 EUR of sell fees is 553.65 EUR gross; 1% stream fee pays 548.11', () => {
    expect(streamEstimateOf({ cryptoAmount: '0.2', quoteFiatAmount: '546.73', quoteTotalFeesFiat: '6.92', feePercentage: '1', fiatRoundOff: 2 })).toEqual({
      grossFiat: '553.65',
      feeInFiat: '5.54',
      fiatAmount: '548.11',
      rate: '2768.25',
    });
  });
});
