import { describe, expect, it } from 'vitest';
import { type PreOrderFacts, preOrderRoute, streamTermsRoute } from './pre-order-routing.js';

/** A BUY that passes every check: each test breaks one step. */
const ready: PreOrderFacts = {
  flow: 'BUY',
  hasQuote: true,
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  email: 'ada@example.com',
  pendingKycFormIds: [],
  kycStatus: 'APPROVED',
  paymentMethod: 'credit_debit_card',
  isPanVerified: false,
  addressCountryCode: 'DE',
  isFcaCategorised: false,
  hasPassedFcaAssessment: false,
  isFcaCoolingOff: false,
  usableCardCount: 1,
  bankId: null,
};
const route = (overrides: Partial<PreOrderFacts>) => preOrderRoute({ ...ready, ...overrides });

describe('pre-order routing for BUY, in the spec order (spec 001 section 4)', () => {
  it('9. with every check passed, starts a fraud-device session and opens confirm order', () => {
    expect(route({})).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
  });
  it('1. no quote goes to the exchange, before anything else', () => {
    expect(route({ hasQuote: false, walletAddress: null, email: null, kycStatus: 'NOT_SUBMITTED' })).toEqual({ to: 'exchange' });
  });
  it('2. no wallet address goes to wallet confirm, before the e-mail check', () => {
    expect(route({ walletAddress: null, email: null })).toEqual({ to: 'wallet-confirm' });
    expect(route({ walletAddress: '   ' })).toEqual({ to: 'wallet-confirm' });
  });
  it('3. no e-mail goes to login, before the KYC checks', () => {
    expect(route({ email: null, pendingKycFormIds: ['personalDetails'] })).toEqual({ to: 'login' });
  });
  it('4. pending KYC forms go to the first form, before the approval check', () => {
    expect(route({ pendingKycFormIds: ['personalDetails', 'address'], kycStatus: 'NOT_SUBMITTED' })).toEqual({
      to: 'kyc-form',
      formId: 'personalDetails',
    });
  });
  it.each(['NOT_SUBMITTED', 'SUBMITTED', 'REJECTED'] as const)('5. KYC %s (not approved) goes to the profile', (kycStatus) => {
    expect(route({ kycStatus, paymentMethod: 'inr_upi' })).toEqual({ to: 'profile' });
  });
  it.each(['inr_upi', 'inr_bank_transfer'] as const)('6. %s with no verified PAN goes to the PAN screen', (paymentMethod) => {
    expect(route({ paymentMethod, addressCountryCode: 'GB' })).toEqual({ to: 'submit-pan' });
    expect(route({ paymentMethod, isPanVerified: true })).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
  });
  it('6. other methods need no PAN', () => {
    expect(route({ paymentMethod: 'sepa_bank_transfer' })).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
  });
  describe('7. a UK user (address country GB)', () => {
    const uk = { addressCountryCode: 'GB' };
    it('with no categorisation goes to categorisation start', () => {
      expect(route({ ...uk, usableCardCount: 0 })).toEqual({ to: 'fca-categorisation-start' });
    });
    it('categorised but without a passed assessment goes to risk-assessment start', () => {
      expect(route({ ...uk, isFcaCategorised: true })).toEqual({ to: 'fca-risk-assessment-start' });
    });
    it('in an active cooling-off period goes to the cooling-off screen', () => {
      expect(route({ ...uk, isFcaCategorised: true, hasPassedFcaAssessment: true, isFcaCoolingOff: true })).toEqual({ to: 'fca-cooling-off' });
    });
    it('with all three done goes on to the card check', () => {
      expect(route({ ...uk, isFcaCategorised: true, hasPassedFcaAssessment: true, usableCardCount: 0 })).toEqual({ to: 'add-card' });
    });
    it('non-UK users skip the UK journey', () => {
      expect(route({ addressCountryCode: null })).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
    });
  });
  it('pending order forms (the billing address of a card buy) come after the UK journey and before the card check', () => {
    expect(route({ usableCardCount: 0, pendingOrderFormIds: ['billingAddress'] })).toEqual({ to: 'order-form', formId: 'billingAddress' });
    expect(route({ addressCountryCode: 'GB', pendingOrderFormIds: ['billingAddress'] })).toEqual({ to: 'fca-categorisation-start' });
    expect(route({ pendingOrderFormIds: ['billingAddress'], pendingKycFormIds: ['address'] })).toEqual({ to: 'kyc-form', formId: 'address' });
    expect(route({ pendingOrderFormIds: [] })).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
  });
  it('8. card payment with no cards goes to add card', () => {
    expect(route({ usableCardCount: 0 })).toEqual({ to: 'add-card' });
    expect(route({ usableCardCount: 0, paymentMethod: 'apple_pay' })).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
  });
});

describe('pre-order routing for SELL (same minus the wallet check, plus bank and payout card)', () => {
  const sell = { flow: 'SELL' as const, walletAddress: null };
  it('does not ask for a wallet address', () => {
    expect(route({ ...sell })).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
  });
  it('still checks quote, e-mail and KYC in order', () => {
    expect(route({ ...sell, hasQuote: false })).toEqual({ to: 'exchange' });
    expect(route({ ...sell, email: null })).toEqual({ to: 'login' });
    expect(route({ ...sell, kycStatus: 'SUBMITTED' })).toEqual({ to: 'profile' });
  });
  it.each(['gbp_bank_transfer', 'sepa_bank_transfer'] as const)('%s with no bank chosen goes to bank details', (paymentMethod) => {
    expect(route({ ...sell, paymentMethod })).toEqual({ to: 'bank-details' });
    expect(route({ ...sell, paymentMethod, bankId: 'bank-1' })).toEqual({ to: 'confirm-order', startFraudDeviceSession: true });
  });
  it('card with no payout-capable card goes to add card', () => {
    expect(route({ ...sell, usableCardCount: 0 })).toEqual({ to: 'add-card' });
  });
});

describe('pre-order routing for OFF_RAMP_STREAM', () => {
  const stream = { flow: 'OFF_RAMP_STREAM' as const, hasQuote: false, walletAddress: null, email: null };
  it('skips the quote, wallet and e-mail checks and ends on the onboarding intro', () => {
    expect(route({ ...stream })).toEqual({ to: 'stream-onboarding-intro' });
  });
  it('still runs the KYC and UK checks first', () => {
    expect(route({ ...stream, pendingKycFormIds: ['address'] })).toEqual({ to: 'kyc-form', formId: 'address' });
    expect(route({ ...stream, kycStatus: 'REJECTED' })).toEqual({ to: 'profile' });
    expect(route({ ...stream, addressCountryCode: 'gb' })).toEqual({ to: 'fca-categorisation-start' });
  });
});

describe('off-ramp stream routing from the terms step', () => {
  const base = { paymentMethod: null, bankId: null, cardId: null, savedCardCount: 0, isOnboardingComplete: false };
  it('GBP or SEPA with no bank goes to bank details', () => {
    expect(streamTermsRoute({ ...base, paymentMethod: 'sepa_bank_transfer' })).toEqual({ to: 'bank-details' });
  });
  it('card with none chosen goes to add card, or select card when cards are saved', () => {
    expect(streamTermsRoute({ ...base, paymentMethod: 'credit_debit_card' })).toEqual({ to: 'add-card' });
    expect(streamTermsRoute({ ...base, paymentMethod: 'credit_debit_card', savedCardCount: 2 })).toEqual({ to: 'select-card' });
  });
  it('onboarding complete goes to My Wallets; otherwise to terms', () => {
    expect(streamTermsRoute({ ...base, paymentMethod: 'gbp_bank_transfer', bankId: 'b', isOnboardingComplete: true })).toEqual({ to: 'stream-wallets' });
    expect(streamTermsRoute({ ...base, paymentMethod: 'credit_debit_card', cardId: 'c' })).toEqual({ to: 'stream-terms' });
  });
});
