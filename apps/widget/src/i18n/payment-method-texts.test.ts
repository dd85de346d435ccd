import { PAYMENT_METHOD_IDS, PAYMENT_UNAVAILABILITY_REASONS } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../test/catalogues.js';
import { paymentMethodName, paymentMethodTiming, unavailabilityText } from './payment-method-texts.js';

describe('payment methods are worded by id, reasons by code (the ids are built from them)', () => {
  it.each(['en', 'de'] as const)('every method has a name and a timing, every reason a text, in %s', (language) => {
    loadEveryCatalogue(language);
    for (const id of PAYMENT_METHOD_IDS) {
      expect(paymentMethodName(id)).not.toContain('paymentMethod.');
      expect(paymentMethodTiming(id)).not.toContain('paymentMethod.');
    }
    for (const code of PAYMENT_UNAVAILABILITY_REASONS) expect(unavailabilityText(code)).not.toContain('paymentMethod.');
  });

  it("the reasons' English is spec 000 section 5's, word for word (the NFT one is ours)", () => {
    expect(unavailabilityText('APPLE_PAY_UNSUPPORTED')).toBe(
      'Apple Pay is not supported on this device. Please choose an alternative payment method to complete your transaction.',
    );
    expect(unavailabilityText('GOOGLE_PAY_UNAVAILABLE')).toBe(
      'Google Pay is currently unavailable. Please choose an alternative payment method to complete your transaction.',
    );
    expect(unavailabilityText('OPEN_BANKING_UNAVAILABLE')).toBe(
      'Open Banking is currently unavailable. Please choose an alternative payment method to complete your transaction.',
    );
    expect(unavailabilityText('KYC_COUNTRY_UNSUPPORTED')).toBe('This payment method is unavailable in your KYCed country.');
    expect(unavailabilityText('NFT_NOT_ALLOWED')).toBe('This payment method cannot be used to buy NFTs. Please choose an alternative payment method.');
  });

  it('German names keep the brands and say the rest in German', () => {
    loadEveryCatalogue('de');
    expect(paymentMethodName('credit_debit_card')).toBe('Karte');
    expect(paymentMethodName('sepa_bank_transfer')).toBe('SEPA-Banküberweisung');
    expect(paymentMethodName('apple_pay')).toBe('Apple Pay');
    expect(paymentMethodTiming('sepa_bank_transfer')).toBe('1–2 Werktage');
    expect(unavailabilityText('APPLE_PAY_UNSUPPORTED')).toBe(
      'Apple Pay wird auf diesem Gerät nicht unterstützt. Bitte wählen Sie eine andere Zahlungsmethode, um Ihre Transaktion abzuschließen.',
    );
  });
});
