/**
 * Spec 001 sections 4 and 6: the stream needs offRampStream.isEligible, and is tied to the partner
 * the user first onboarded with. Eligible: an active account whose KYC was not rejected.
 */
export function isStreamEligible(user: { accountStatus: string; kycStatus: string }): boolean {
  return user.accountStatus === 'ACTIVE' && user.kycStatus !== 'REJECTED';
}

/** Another partner's user sees 'You have already signed up with a different partner'. */
export function isOtherStreamPartner(options: { onboardingApiKey: string | null; apiKey: string }): boolean {
  return options.onboardingApiKey !== null && options.onboardingApiKey !== options.apiKey;
}

/** Spec 001 section 4: settings are saved with PUT when a stream payment method exists, else POST. */
export function streamSettingsMethod(offRampStream: { paymentMethod: string | null }): 'PUT' | 'POST' {
  return offRampStream.paymentMethod ? 'PUT' : 'POST';
}
