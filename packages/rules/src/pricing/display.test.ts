import { describe, expect, it } from 'vitest';
import { checkAmountBounds } from './amount-bounds.js';
import { discountNudge, isDiscountApplied } from './discount.js';
import { isFeeBreakdownHidden, partnerFeeOf } from './fee-breakdown-visibility.js';
import { displayRate, feePercent } from './rate-display.js';
import { sellLimitFor } from './sell-limits.js';

describe('rate display (spec 000 section 9)', () => {
  it('shows the inverse of conversionPrice rounded by the fiat roundOff', () => {
    expect(displayRate('0.0004', 2)).toBe('2500.00');
    expect(displayRate('0.000362318840579', 2)).toBe('2760.00');
  });
  it('adds 4 decimals when the inverse is 1 or less', () => {
    expect(displayRate('2', 2)).toBe('0.500000');
    expect(displayRate('1', 2)).toBe('1.000000');
    expect(displayRate('0.999', 2)).toBe('1.00');
  });
});

describe('fee percent (spec 000 section 9)', () => {
  it('is the fee decimal times 100', () => {
    expect(feePercent('0.0494')).toBe('4.94');
    expect(feePercent('0.012345')).toBe('1.2345');
    expect(feePercent('0')).toBe('0');
  });
});

describe('discount rule (spec 001 section 9)', () => {
  it('applies when the fee-off percent is 1 or more', () => {
    expect(isDiscountApplied({ ferryFeeOffPercent: '1', campaignAmount: '0' })).toBe(true);
    expect(isDiscountApplied({ ferryFeeOffPercent: '0.99', campaignAmount: '0' })).toBe(false);
  });
  it('applies when the campaign amount is -1 or less', () => {
    expect(isDiscountApplied({ ferryFeeOffPercent: '0', campaignAmount: '-1' })).toBe(true);
    expect(isDiscountApplied({ ferryFeeOffPercent: '0', campaignAmount: '-0.99' })).toBe(false);
  });
});

// The nudges are codes; the widget's catalogue words them (apps/widget/src/features/exchange/components/exchange-notices.test.tsx).
describe('discount messaging (spec 000 section 6)', () => {
  it('asks a visitor to log in and complete KYC', () => {
    expect(discountNudge({ isLoggedIn: false, isKycApproved: false })).toBe('LOG_IN_AND_COMPLETE_KYC');
  });
  it('asks a logged-in user without approved KYC to complete it', () => {
    expect(discountNudge({ isLoggedIn: true, isKycApproved: false })).toBe('COMPLETE_KYC');
  });
  it('tells an approved user to proceed', () => {
    expect(discountNudge({ isLoggedIn: true, isKycApproved: true })).toBe('PROCEED');
  });
  it('shows UK users in the regulated flow the nudge only when approved, categorised, assessed and not cooling off', () => {
    const uk = { isLoggedIn: true, isKycApproved: true, isUkRegulated: true, isFcaCategorised: true, hasPassedFcaAssessment: true };
    expect(discountNudge({ ...uk, isFcaCoolingOff: false })).toBe('PROCEED');
    expect(discountNudge({ ...uk, isFcaCoolingOff: true })).toBeNull();
    expect(discountNudge({ ...uk, hasPassedFcaAssessment: false })).toBeNull();
    expect(discountNudge({ ...uk, isFcaCategorised: false })).toBeNull();
    expect(discountNudge({ isLoggedIn: false, isKycApproved: false, isUkRegulated: true })).toBeNull();
  });
});

describe('fee breakdown hide rule (spec 000 section 9)', () => {
  it('hides when the partner hides it and the partner fee is at most 1 percent of the fiat amount', () => {
    expect(isFeeBreakdownHidden({ isFeeCalculationHidden: true, partnerFee: '2.50', fiatAmount: '250.00' })).toBe(true);
    expect(isFeeBreakdownHidden({ isFeeCalculationHidden: true, partnerFee: '2.51', fiatAmount: '250.00' })).toBe(false);
  });
  it('never hides when the partner does not ask for it', () => {
    expect(isFeeBreakdownHidden({ isFeeCalculationHidden: false, partnerFee: '0', fiatAmount: '250.00' })).toBe(false);
    expect(isFeeBreakdownHidden({ isFeeCalculationHidden: undefined, partnerFee: '0', fiatAmount: '250.00' })).toBe(false);
  });
  it('reads the partner fee from the partner_fee line', () => {
    expect(partnerFeeOf([{ id: 'ferry_fee', name: 'Ferry fee', value: '1.00' }, { id: 'partner_fee', name: 'Partner fee', value: '2.00' }])).toBe('2.00');
    expect(partnerFeeOf([])).toBe('0');
  });
});

describe('amount bounds (spec 000 section 5 "Amounts"): codes with the bound, never English', () => {
  it('gives MIN_AMOUNT with the minimum below it', () => {
    expect(checkAmountBounds({ amount: '29.99', min: '30', max: '5000', currency: 'EUR' })).toEqual({
      code: 'MIN_AMOUNT',
      params: { min: '30', currency: 'EUR', side: 'BUY' },
    });
  });
  it('gives ORDER_LIMIT with the maximum above it', () => {
    expect(checkAmountBounds({ amount: '5000.01', min: '30', max: '5000', currency: 'EUR' })).toEqual({
      code: 'ORDER_LIMIT',
      params: { max: '5000', currency: 'EUR' },
    });
  });
  it('accepts the bounds themselves', () => {
    expect(checkAmountBounds({ amount: '30', min: '30', max: '5000', currency: 'EUR' })).toBeNull();
    expect(checkAmountBounds({ amount: '5000', min: '30', max: '5000', currency: 'EUR' })).toBeNull();
  });
  it('says which side a minimum is for', () => {
    expect(checkAmountBounds({ amount: '9', min: '10', currency: 'USDT', side: 'SELL' })?.params).toEqual({ min: '10', currency: 'USDT', side: 'SELL' });
  });
});

describe('sell limits (spec 000 section 9)', () => {
  it('defaults to 100, 10 and 10,000,000 when none are configured', () => {
    expect(sellLimitFor({}, { cryptoCurrency: 'SOL', fiatCurrency: 'EUR', paymentMethod: 'sepa_bank_transfer' })).toEqual({
      defaultCryptoAmount: '100',
      minCryptoAmount: '10',
      maxCryptoAmount: '10000000',
    });
  });
  it('uses the configured limit for the crypto, fiat and payment method', () => {
    const limit = { defaultCryptoAmount: '0.1', minCryptoAmount: '0.005', maxCryptoAmount: '100' };
    expect(sellLimitFor({ ETH: { EUR: { sepa_bank_transfer: limit } } }, { cryptoCurrency: 'ETH', fiatCurrency: 'EUR', paymentMethod: 'sepa_bank_transfer' })).toEqual(limit);
  });
});
