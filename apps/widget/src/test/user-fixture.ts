import type { MappedUser } from '@ferry/contracts';

/** A signed-in user as GET users answers it; tests override what they check. */
export function aUser(overrides: Partial<MappedUser> = {}, kyc: Partial<MappedUser['kyc']['l1']> = {}): MappedUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    emailVerified: true,
    lastLogin: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    status: 'ACTIVE',
    kyc: {
      l1: { status: 'NOT_SUBMITTED', type: null, highestApprovedKYCType: null, riskEnginePromote: false, rejectionDetails: null, reason: null, ...kyc },
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
    tncAcceptedAt: null,
    rejectionReasons: [],
    offRampStream: {
      isEligible: false,
      paymentMethod: null,
      payoutType: null,
      payoutId: null,
      fiatCurrencyCode: null,
      onboardingApiKey: null,
      isOnboardingComplete: false,
    },
    cards: [],
    fcaIsCoolingOffPeriod: false,
    fcaCoolingOffPeriod: null,
    ...overrides,
  };
}

/** A user in the off-ramp stream: eligible, not yet onboarded, with the given stream fields. */
export function aStreamUser(stream: Partial<MappedUser['offRampStream']> = {}): MappedUser {
  return aUser({
    offRampStream: {
      isEligible: true,
      paymentMethod: null,
      payoutType: null,
      payoutId: null,
      fiatCurrencyCode: null,
      onboardingApiKey: null,
      isOnboardingComplete: false,
      ...stream,
    },
  });
}
