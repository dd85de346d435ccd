import { ErrorCode } from '@ferry/contracts';

/** The KYC forms an 'Update Now' alert leads to (spec 001 section 8). */
export type KycAlertForm = 'personalDetails' | 'address';

/**
 * The missing KYC details an error code stands for, and the form that supplies them: alert
 * popups about personal details or the address get 'Update Now' to that form; others 'OK'.
 */
export function kycFormOfAlert(code: string): KycAlertForm | null {
  if (code === ErrorCode.PERSONAL_DETAILS_NOT_FOUND) return 'personalDetails';
  if (code === ErrorCode.ADDRESS_DETAILS_NOT_FOUND) return 'address';
  return null;
}

/** The code a pending KYC form stands for when an order is refused for it; other forms have none. */
export function missingDetailsCodeOf(formId: string): ErrorCode | null {
  if (formId === 'personalDetails') return ErrorCode.PERSONAL_DETAILS_NOT_FOUND;
  if (formId === 'address') return ErrorCode.ADDRESS_DETAILS_NOT_FOUND;
  return null;
}

/**
 * 'Please update your location if incorrect' (spec 000 section 8): the chosen payment method is
 * unavailable in the user's KYCed country, which may be out of date; 'Update Now' opens the address form.
 */
export function isLocationAlertShown(input: { isLoggedIn: boolean; addressCountryCode: string | null; supportedCountryCodes: readonly string[] }): boolean {
  const { isLoggedIn, addressCountryCode, supportedCountryCodes } = input;
  if (!isLoggedIn || !addressCountryCode || supportedCountryCodes.length === 0) return false;
  return !supportedCountryCodes.map((code) => code.toUpperCase()).includes(addressCountryCode.toUpperCase());
}
