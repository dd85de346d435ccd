/** The texts shown under a disabled payment method (spec 000 section 5). */
export const UNAVAILABILITY_REASONS = {
  applePayUnsupported:
    'Apple Pay is not supported on this device. Please choose an alternative payment method to complete your transaction.',
  googlePayUnavailable:
    'Google Pay is currently unavailable. Please choose an alternative payment method to complete your transaction.',
  openBankingUnavailable:
    'Open Banking is currently unavailable. Please choose an alternative payment method to complete your transaction.',
  kycCountryUnsupported: 'This payment method is unavailable in your KYCed country.',
  /** The spec states the rule but not its text; this one is ours. */
  nftNotAllowed:
    'This payment method cannot be used to buy NFTs. Please choose an alternative payment method.',
} as const;
