import { describe, expect, it } from 'vitest';
import { applyPaymentAvailability } from '../payment-availability/payment-availability.js';
import { paymentOption } from '../widget-params/test-fixtures.js';
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

  it('the location alert shows while a method is refused for the KYCed country, and only then', () => {
    const context = { isInIframe: false, isInAppBrowser: false, isApplePaySupported: true, partnerApiKey: 'pk_sandbox_demo', googlePayAllowListedKeys: [], isNft: false };
    const gbOnly = [paymentOption('credit_debit_card', { supportedCountryCode: ['GB'] }), paymentOption('google_pay', { supportedCountryCode: ['GB'] })];
    expect(isLocationAlertShown(applyPaymentAvailability(gbOnly, { ...context, kycCountryCode: 'de' }))).toBe(true);
    expect(isLocationAlertShown(applyPaymentAvailability(gbOnly, { ...context, kycCountryCode: 'GB' }))).toBe(false);
    // No KYC country yet (signed out, or no address): nothing to correct.
    expect(isLocationAlertShown(applyPaymentAvailability(gbOnly, context))).toBe(false);
    // A method refused for another reason says nothing about the location.
    const applePay = [paymentOption('apple_pay', { supportedCountryCode: ['DE'] })];
    expect(isLocationAlertShown(applyPaymentAvailability(applePay, { ...context, isApplePaySupported: false, kycCountryCode: 'DE' }))).toBe(false);
  });
});
