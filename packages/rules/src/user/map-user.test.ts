import type { UserRecord } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { coolingOffOf, mapBank, mapUser, offRampStreamOf, rejectionReasonsOf } from './map-user.js';

const kyc = {
  status: 'REJECTED',
  type: 'STANDARD',
  highestApprovedKYCType: null,
  riskEnginePromote: false,
} as const;

const user: UserRecord = {
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  lastLogin: { date: '2030-01-01T10:00:00.000Z' },
  createdAt: '2030-01-01T09:00:00.000Z',
  status: 'ACTIVE',
  kyc: {
    l1: { ...kyc, status: 'NOT_SUBMITTED', type: null, rejectionDetails: null, reason: null },
  },
  isManualReview: false,
  banks: [],
  firstName: null,
  lastName: null,
  mobileNumber: null,
  dob: null,
  address: null,
  isSSNVerified: false,
  isPANVerified: false,
  billingAddress: null,
  fcaCategorization: null,
  fcaAssessmentTestPassed: false,
  fcaCoolingOffPeriodEndsAt: null,
  isOptedForDWA: false,
  dwaInfo: null,
  isQualifiedForDWA: false,
  isTncAccepted: true,
  termsOfServiceVersion: '1.1.0',
  privacyPolicyVersion: '1.1.0',
  tncAcceptedAt: '2030-01-01T10:00:00.000Z',
};

describe('mapped user: rejection reasons (spec 001 section 3)', () => {
  it('are merged from the rejection detail list when it has entries', () => {
    const reasons = rejectionReasonsOf({
      ...kyc,
      rejectionDetails: {
        details: ['Blurry selfie', 'Document expired', 'Blurry selfie'],
        reason: 'Documents',
      },
      reason: 'KYC failed',
    });
    expect(reasons).toEqual(['Blurry selfie', 'Document expired']);
  });
  it('fall back to the rejection reason when the detail list is empty', () => {
    expect(
      rejectionReasonsOf({
        ...kyc,
        rejectionDetails: { details: [], reason: 'Documents' },
        reason: 'KYC failed',
      }),
    ).toEqual(['Documents']);
  });
  it('fall back to the KYC reason when there are no rejection details', () => {
    expect(rejectionReasonsOf({ ...kyc, rejectionDetails: null, reason: 'KYC failed' })).toEqual([
      'KYC failed',
    ]);
    expect(
      rejectionReasonsOf({
        ...kyc,
        rejectionDetails: { details: [' '], reason: null },
        reason: 'KYC failed',
      }),
    ).toEqual(['KYC failed']);
  });
  it('are empty when nothing says why', () => {
    expect(rejectionReasonsOf({ ...kyc, rejectionDetails: null, reason: null })).toEqual([]);
  });
});

describe('mapped user: banks (spec 001 section 3)', () => {
  it('take the detailsType or type, upper-cased', () => {
    expect(mapBank({ id: 'b1', detailsType: 'gbp_bank', accountNumber: '12345678' })).toEqual({
      id: 'b1',
      type: 'GBP_BANK',
      accountNumber: '12345678',
    });
    expect(mapBank({ id: 'b2', type: 'sepa', iban: 'DE89370400440532013000' })).toEqual({
      id: 'b2',
      type: 'SEPA',
      accountNumber: 'DE89370400440532013000',
    });
  });
  it('read the account number, else the IBAN, else the UPI id', () => {
    expect(mapBank({ id: 'b3', type: 'upi', upiId: 'ada@upi' }).accountNumber).toBe('ada@upi');
    expect(mapBank({ id: 'b4', type: 'x' }).accountNumber).toBeNull();
  });
});

describe('mapped user: off-ramp stream block', () => {
  it('is eligible when the user qualifies for a dedicated wallet address, and complete when opted in', () => {
    const stream = offRampStreamOf({
      isQualifiedForDWA: true,
      isOptedForDWA: true,
      dwaInfo: {
        fiatCurrency: 'EUR',
        payoutId: 'bank-1',
        payoutType: 'BANK',
        partnerApiKey: 'pk_sandbox_ferry',
        paymentMethod: 'sepa_bank_transfer',
      },
    });
    expect(stream).toEqual({
      isEligible: true,
      paymentMethod: 'sepa_bank_transfer',
      payoutType: 'BANK',
      payoutId: 'bank-1',
      fiatCurrencyCode: 'EUR',
      onboardingApiKey: 'pk_sandbox_ferry',
      isOnboardingComplete: true,
    });
  });
  it('is empty and incomplete for a user who never onboarded', () => {
    expect(offRampStreamOf(user)).toEqual({
      isEligible: false,
      paymentMethod: null,
      payoutType: null,
      payoutId: null,
      fiatCurrencyCode: null,
      onboardingApiKey: null,
      isOnboardingComplete: false,
    });
  });
});

describe('mapped user: fcaIsCoolingOffPeriod and fcaCoolingOffPeriod (end timestamp in ms)', () => {
  const now = new Date('2030-01-02T00:00:00.000Z');
  it('is cooling off until the end time, with the end in ms', () => {
    expect(coolingOffOf('2030-01-02T12:00:00.000Z', now)).toEqual({
      fcaIsCoolingOffPeriod: true,
      fcaCoolingOffPeriod: Date.parse('2030-01-02T12:00:00.000Z'),
    });
  });
  it('is not cooling off once the end time has passed', () => {
    expect(coolingOffOf('2030-01-01T23:59:59.999Z', now).fcaIsCoolingOffPeriod).toBe(false);
    expect(coolingOffOf(now.toISOString(), now).fcaIsCoolingOffPeriod).toBe(false);
  });
  it('is not cooling off when no period was started', () => {
    expect(coolingOffOf(null, now)).toEqual({
      fcaIsCoolingOffPeriod: false,
      fcaCoolingOffPeriod: null,
    });
  });
});

describe('mapUser', () => {
  it('keeps the record fields and adds the mapped ones', () => {
    const mapped = mapUser(
      { ...user, banks: [{ id: 'b1', detailsType: 'gbp_bank', accountNumber: '1' }] },
      { now: new Date() },
    );
    expect(mapped).toMatchObject({
      id: 'u1',
      email: 'ada@example.com',
      isTncAccepted: true,
      cards: [],
      rejectionReasons: [],
    });
    expect(mapped.banks).toEqual([{ id: 'b1', type: 'GBP_BANK', accountNumber: '1' }]);
    expect(mapped.fcaIsCoolingOffPeriod).toBe(false);
  });
});

describe('mapped user: cards (spec 001 section 4)', () => {
  it('are ordered payout-allowed first, unknown second, not-allowed last', () => {
    const card = (id: string, isPayoutAllowed?: boolean) => ({ id, last4Digits: '4242', network: 'VISA', ...(isPayoutAllowed === undefined ? {} : { isPayoutAllowed }) });
    const mapped = mapUser(user, { now: new Date('2030-01-02T00:00:00.000Z'), cards: [card('refused', false), card('unknown'), card('allowed', true)] });
    expect(mapped.cards.map((entry) => entry.id)).toEqual(['allowed', 'unknown', 'refused']);
  });
});
