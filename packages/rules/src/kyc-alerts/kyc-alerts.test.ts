import { describe, expect, it } from 'vitest';
import { isLocationAlertShown, kycFormOfAlert, missingDetailsCodeOf } from './kyc-alerts.js';

describe('KYC detail alerts (spec 001 section 8: personal details or address get Update Now to that form)', () => {
  it('personal details and address codes lead to their KYC form; other codes to none', () => {
    expect(kycFormOfAlert('PERSONAL_DETAILS_NOT_FOUND')).toBe('personalDetails');
    expect(kycFormOfAlert('ADDRESS_DETAILS_NOT_FOUND')).toBe('address');
    expect(kycFormOfAlert('ORDER_EXISTS')).toBeNull();
  });

  it('an order refused for a pending personalDetails or address form gets its code', () => {
    expect(missingDetailsCodeOf('personalDetails')).toBe('PERSONAL_DETAILS_NOT_FOUND');
    expect(missingDetailsCodeOf('address')).toBe('ADDRESS_DETAILS_NOT_FOUND');
    expect(missingDetailsCodeOf('purposeOfUsage')).toBeNull();
  });

  it('the location alert shows when the KYCed country is not among the method’s countries', () => {
    expect(isLocationAlertShown({ isLoggedIn: true, addressCountryCode: 'de', supportedCountryCodes: ['GB'] })).toBe(true);
    expect(isLocationAlertShown({ isLoggedIn: true, addressCountryCode: 'GB', supportedCountryCodes: ['GB'] })).toBe(false);
    expect(isLocationAlertShown({ isLoggedIn: false, addressCountryCode: 'DE', supportedCountryCodes: ['GB'] })).toBe(false);
    expect(isLocationAlertShown({ isLoggedIn: true, addressCountryCode: 'DE', supportedCountryCodes: [] })).toBe(false);
  });
});
