import { describe, expect, it } from 'vitest';
import type { PaymentMethodId, PaymentOption } from '@ferry/contracts';
import { paymentOption } from '../widget-params/test-fixtures.js';
import { applyPaymentAvailability } from './payment-availability.js';
import type { PaymentAvailabilityContext } from './payment-availability.js';

const browser: PaymentAvailabilityContext = {
  isInIframe: false,
  isInAppBrowser: false,
  isApplePaySupported: true,
  partnerApiKey: 'pk_sandbox_demo',
  googlePayAllowListedKeys: ['pk_allow_1', 'pk_allow_2'],
  isNft: false,
};

// The rules answer codes; the widget's catalogue words them (the spec's English is asserted in
// apps/widget/src/i18n/payment-method-texts.test.ts).
const APPLE_PAY = 'APPLE_PAY_UNSUPPORTED';
const GOOGLE_PAY = 'GOOGLE_PAY_UNAVAILABLE';
const OPEN_BANKING = 'OPEN_BANKING_UNAVAILABLE';
const KYC_COUNTRY = 'KYC_COUNTRY_UNSUPPORTED';
const NFT = 'NFT_NOT_ALLOWED';

function availability(options: PaymentOption[], context: Partial<PaymentAvailabilityContext> = {}) {
  return applyPaymentAvailability(options, { ...browser, ...context }).map(
    ({ id, disabled, unavailabilityCode }) => ({
      id,
      disabled,
      unavailabilityCode,
    }),
  );
}
const reasonOf = (
  id: PaymentMethodId,
  context: Partial<PaymentAvailabilityContext>,
  overrides: Partial<PaymentOption> = {},
) => availability([paymentOption(id, overrides)], context)[0]?.unavailabilityCode;

describe('payment method availability (spec 000 section 5)', () => {
  it('every method is enabled in a plain browser on a capable device', () => {
    const ids: PaymentMethodId[] = [
      'credit_debit_card',
      'apple_pay',
      'google_pay',
      'pm_open_banking',
    ];
    expect(availability(ids.map((id) => paymentOption(id)))).toEqual(
      ids.map((id) => ({ id, disabled: false, unavailabilityCode: undefined })),
    );
  });

  it('apple_pay is disabled if the device lacks it', () => {
    expect(reasonOf('apple_pay', { isApplePaySupported: false })).toBe(APPLE_PAY);
  });

  it('apple_pay is shown only outside a frame', () => {
    const options = [paymentOption('credit_debit_card'), paymentOption('apple_pay')];
    expect(availability(options, { isInIframe: true }).map((option) => option.id)).toEqual([
      'credit_debit_card',
    ]);
  });

  it('google_pay is disabled in embedded or in-app browsers without sdkName', () => {
    expect(reasonOf('google_pay', { isInIframe: true })).toBe(GOOGLE_PAY);
    expect(reasonOf('google_pay', { isInAppBrowser: true })).toBe(GOOGLE_PAY);
    expect(
      reasonOf('google_pay', { isInAppBrowser: true, sdkName: 'ferry-react-native' }),
    ).toBeUndefined();
    expect(reasonOf('google_pay', { isInIframe: true, sdkName: '  ' })).toBe(GOOGLE_PAY);
  });

  it('google_pay stays enabled in a frame for the allow-listed partner keys', () => {
    expect(
      reasonOf('google_pay', { isInIframe: true, partnerApiKey: 'pk_allow_2' }),
    ).toBeUndefined();
    expect(
      reasonOf('google_pay', { isInAppBrowser: true, partnerApiKey: 'pk_allow_1' }),
    ).toBeUndefined();
  });

  it('pm_open_banking is disabled in in-app browsers without sdkName', () => {
    expect(reasonOf('pm_open_banking', { isInAppBrowser: true })).toBe(OPEN_BANKING);
    expect(
      reasonOf('pm_open_banking', { isInAppBrowser: true, sdkName: 'ferry-ios' }),
    ).toBeUndefined();
    expect(reasonOf('pm_open_banking', { isInIframe: true })).toBeUndefined();
  });

  it('any other method is disabled when the KYC address country is not in its supportedCountryCode list', () => {
    const card = { supportedCountryCode: ['GB', 'DE'] };
    expect(reasonOf('credit_debit_card', { kycCountryCode: 'US' }, card)).toBe(KYC_COUNTRY);
    expect(reasonOf('credit_debit_card', { kycCountryCode: 'gb' }, card)).toBeUndefined();
    expect(
      reasonOf('gbp_bank_transfer', { kycCountryCode: 'FR' }, { supportedCountryCode: [] }),
    ).toBe(KYC_COUNTRY);
  });

  it('the KYC country rule applies only once the KYC country is known, and not to wallets or open banking', () => {
    expect(reasonOf('credit_debit_card', {}, { supportedCountryCode: ['GB'] })).toBeUndefined();
    for (const id of ['apple_pay', 'google_pay', 'pm_open_banking'] as const)
      expect(
        reasonOf(id, { kycCountryCode: 'US' }, { supportedCountryCode: ['GB'] }),
      ).toBeUndefined();
  });

  it('NFT orders require a payment method that allows NFTs', () => {
    expect(reasonOf('credit_debit_card', { isNft: true }, { isNftAllowed: false })).toBe(NFT);
    expect(reasonOf('credit_debit_card', { isNft: true }, { isNftAllowed: true })).toBeUndefined();
    expect(
      reasonOf('credit_debit_card', { isNft: false }, { isNftAllowed: false }),
    ).toBeUndefined();
  });

  it("a method's own rule gives its reason before the KYC country and NFT rules", () => {
    expect(
      reasonOf('apple_pay', { isApplePaySupported: false, isNft: true }, { isNftAllowed: false }),
    ).toBe(APPLE_PAY);
    expect(
      reasonOf(
        'sepa_bank_transfer',
        { kycCountryCode: 'US', isNft: true },
        { supportedCountryCode: ['DE'], isNftAllowed: false },
      ),
    ).toBe(KYC_COUNTRY);
  });

  it('enabled methods come first, each group in its original order', () => {
    const options = [
      paymentOption('google_pay'),
      paymentOption('credit_debit_card'),
      paymentOption('pm_open_banking'),
      paymentOption('sepa_bank_transfer'),
    ];
    expect(
      availability(options, { isInAppBrowser: true }).map(({ id, disabled }) => [id, disabled]),
    ).toEqual([
      ['credit_debit_card', false],
      ['sepa_bank_transfer', false],
      ['google_pay', true],
      ['pm_open_banking', true],
    ]);
  });

  it('a reason from an earlier pass is cleared once the method is available', () => {
    const stale = paymentOption('google_pay', { disabled: true, unavailabilityCode: GOOGLE_PAY });
    expect(availability([stale])).toEqual([
      { id: 'google_pay', disabled: false, unavailabilityCode: undefined },
    ]);
    expect(applyPaymentAvailability([stale], browser)[0]).not.toHaveProperty(
      'unavailabilityCode',
    );
  });
});
