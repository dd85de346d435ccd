// The values of the enums as plain lists, with no zod: a bundle that needs only the values (the
// widget's first screen) does not carry zod with them. enums.ts builds the schemas from these.

/** Products a partner can offer (spec 000 section 3). */
export const PRODUCTS = ['BUY', 'SELL', 'OFF_RAMP_STREAM'] as const;

/** Payment method ids (spec 000 section 3). */
export const PAYMENT_METHOD_IDS = [
  'credit_debit_card',
  'gbp_bank_transfer',
  'sepa_bank_transfer',
  'pm_us_wire_bank_transfer',
  'inr_upi',
  'inr_bank_transfer',
  'apple_pay',
  'google_pay',
  'pm_open_banking',
  'pm_ach_push',
  'pm_wire',
] as const;

/**
 * Why a payment method is disabled (spec 000 section 5 "Payment method availability"): the
 * availability rules answer one of these, and the widget's catalogue words it.
 */
export const PAYMENT_UNAVAILABILITY_REASONS = [
  'APPLE_PAY_UNSUPPORTED',
  'GOOGLE_PAY_UNAVAILABLE',
  'OPEN_BANKING_UNAVAILABLE',
  'KYC_COUNTRY_UNSUPPORTED',
  'NFT_NOT_ALLOWED',
] as const;
export type PaymentUnavailabilityReason = (typeof PAYMENT_UNAVAILABILITY_REASONS)[number];

export const COLOR_MODES = ['LIGHT', 'DARK'] as const;
