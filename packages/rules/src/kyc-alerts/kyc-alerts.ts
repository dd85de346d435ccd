import type { ErrorCode, PaymentOption } from '@ferry/contracts';

// The two codes as type-checked literals: the exchange imports this module, and the contracts'
// whole code list (about 3 kB) stays out of its first load.
const PERSONAL_DETAILS_NOT_FOUND = 'PERSONAL_DETAILS_NOT_FOUND' satisfies ErrorCode;
const ADDRESS_DETAILS_NOT_FOUND = 'ADDRESS_DETAILS_NOT_FOUND' satisfies ErrorCode;

/** The KYC forms an 'Update Now' alert leads to (spec 001 section 8). */
export type KycAlertForm = 'personalDetails' | 'address';

/**
 * The missing KYC details an error code stands for, and the form that supplies them: alert
 * popups about personal details or the address get 'Update Now' to that form; others 'OK'.
 */
export function kycFormOfAlert(code: string): KycAlertForm | null {
  if (code === PERSONAL_DETAILS_NOT_FOUND) return 'personalDetails';
  if (code === ADDRESS_DETAILS_NOT_FOUND) return 'address';
  return null;
}

/** The code a pending KYC form stands for when an order is refused for it; other forms have none. */
export function missingDetailsCodeOf(formId: string): ErrorCode | null {
  if (formId === 'personalDetails') return PERSONAL_DETAILS_NOT_FOUND;
  if (formId === 'address') return ADDRESS_DETAILS_NOT_FOUND;
  return null;
}

/**
 * 'Please update your location if incorrect' (spec 000 section 8), with 'Update Now' to the address
 * form: shown while a payment method is refused because it does not serve the user's KYCed country,
 * which may be out of date (the availability rules decide which methods that covers).
 */
export function isLocationAlertShown(options: readonly Pick<PaymentOption, 'unavailabilityCode'>[]): boolean {
  return options.some((option) => option.unavailabilityCode === 'KYC_COUNTRY_UNSUPPORTED');
}
