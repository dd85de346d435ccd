import { describe, expect, it } from 'vitest';
import {
  canMoveStreamDeposit,
  isOtherStreamPartner,
  isStreamEligible,
  orderStatusOfStreamDeposit,
  streamAddressDisplay,
  streamLimitViolation,
  streamPayoutOf,
  streamSettingsMethod,
} from './index.js';

describe('stream wallet display: first 9 and last 9 characters', () => {
  it('abbreviates an EVM address', () => {
    expect(streamAddressDisplay('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x5290840...2E4169EE7');
  });
  it('keeps a short value whole', () => {
    expect(streamAddressDisplay('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnopqrstu');
  });
});

describe('stream payout: current price minus the stream fee', () => {
  it('0.2 ETH at 3000 EUR with a 1% fee pays 594.00 EUR, fee 6.00', () => {
    expect(streamPayoutOf({ cryptoAmount: '0.2', price: '3000', feePercentage: '1', fiatRoundOff: 2 })).toEqual({ grossFiat: '600.00', feeInFiat: '6.00', fiatAmount: '594.00' });
  });
  it('rounds the payout down and gives the remainder to the fee, so they add up', () => {
    const payout = streamPayoutOf({ cryptoAmount: '0.123456', price: '2987.65', feePercentage: '1.5', fiatRoundOff: 2 });
    expect(payout).toEqual({ grossFiat: '368.84', feeInFiat: '5.54', fiatAmount: '363.30' });
  });
});

describe('stream limits: the sell limits and the payout option bounds', () => {
  const sellLimit = { minCryptoAmount: '0.01', maxCryptoAmount: '100' };
  it('refunds below the minimum crypto amount', () => {
    expect(streamLimitViolation({ cryptoAmount: '0.001', fiatAmount: '3', sellLimit })).toBe('BELOW_MINIMUM');
  });
  it('refunds below the payout minimum in fiat', () => {
    expect(streamLimitViolation({ cryptoAmount: '0.02', fiatAmount: '59.99', sellLimit, minAmountForPayOut: '60' })).toBe('BELOW_MINIMUM');
  });
  it('refunds above either maximum', () => {
    expect(streamLimitViolation({ cryptoAmount: '101', fiatAmount: '1', sellLimit })).toBe('ABOVE_MAXIMUM');
    expect(streamLimitViolation({ cryptoAmount: '2', fiatAmount: '5000.01', sellLimit, maxAmountForPayOut: '5000' })).toBe('ABOVE_MAXIMUM');
  });
  it('allows the bounds themselves', () => {
    expect(streamLimitViolation({ cryptoAmount: '0.01', fiatAmount: '60', sellLimit, minAmountForPayOut: '60', maxAmountForPayOut: '60' })).toBeNull();
  });
});

describe('stream deposit lifecycle', () => {
  it('shows in My Orders with the order statuses', () => {
    expect(orderStatusOfStreamDeposit('DETECTED')).toBe('PAYMENT_DONE_MARKED_BY_USER');
    expect(orderStatusOfStreamDeposit('PAYING_OUT')).toBe('PENDING_DELIVERY_FROM_FERRY');
    expect(orderStatusOfStreamDeposit('PAID_OUT')).toBe('COMPLETED');
    expect(orderStatusOfStreamDeposit('AWAITING_REFUND_ADDRESS')).toBe('ON_HOLD_PENDING_DELIVERY_FROM_FERRY');
    expect(orderStatusOfStreamDeposit('REFUNDED')).toBe('REFUNDED');
  });
  it('moves only forward', () => {
    expect(canMoveStreamDeposit('DETECTED', 'CONFIRMED')).toBe(true);
    expect(canMoveStreamDeposit('PAYING_OUT', 'REFUNDING')).toBe(true);
    expect(canMoveStreamDeposit('PAID_OUT', 'REFUNDING')).toBe(false);
    expect(canMoveStreamDeposit('CONFIRMED', 'DETECTED')).toBe(false);
  });
});

describe('stream access', () => {
  it('is for active accounts whose KYC was not rejected', () => {
    expect(isStreamEligible({ accountStatus: 'ACTIVE', kycStatus: 'APPROVED' })).toBe(true);
    expect(isStreamEligible({ accountStatus: 'DISABLED', kycStatus: 'APPROVED' })).toBe(false);
    expect(isStreamEligible({ accountStatus: 'ACTIVE', kycStatus: 'REJECTED' })).toBe(false);
  });
  it('is tied to the first onboarding partner', () => {
    expect(isOtherStreamPartner({ onboardingApiKey: null, apiKey: 'pk_a' })).toBe(false);
    expect(isOtherStreamPartner({ onboardingApiKey: 'pk_a', apiKey: 'pk_a' })).toBe(false);
    expect(isOtherStreamPartner({ onboardingApiKey: 'pk_a', apiKey: 'pk_b' })).toBe(true);
  });
  it('saves with PUT when a stream payment method exists, else POST', () => {
    expect(streamSettingsMethod({ paymentMethod: null })).toBe('POST');
    expect(streamSettingsMethod({ paymentMethod: 'sepa_bank_transfer' })).toBe('PUT');
  });
});
