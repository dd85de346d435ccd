import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../test/catalogues.js';
import { ERROR_MESSAGES, START_ERROR_TEXTS } from './error-messages.js';

// The start path's texts are looked up by ids built from the codes: every code must find its text
// (a missing one would show its id), in every language.
describe('the start path words every code it knows', () => {
  it.each(['en', 'de'] as const)('in %s, each code and each named message finds its text', (language) => {
    loadEveryCatalogue(language);
    for (const [code, text] of Object.entries(START_ERROR_TEXTS)) expect(text(), code).not.toMatch(/^startError\./);
    for (const [name, text] of Object.entries(Object.getOwnPropertyDescriptors(ERROR_MESSAGES))) {
      expect(text.get?.call(ERROR_MESSAGES), name).not.toMatch(/^(startError|alert)\./);
    }
  });

  it('words the amounts with the locale\'s decimal mark and the variants by their params', () => {
    expect(START_ERROR_TEXTS.MIN_AMOUNT({ min: '0.002', currency: 'ETH', side: 'SELL' })).toBe('Minimum sell amount should be more than or equal to 0.002 ETH');
    expect(START_ERROR_TEXTS.QUOTE_UNAVAILABLE({ reason: 'PAYMENT_METHOD' })).toBe('This payment method is not available.');
    expect(START_ERROR_TEXTS.QUOTE_UNAVAILABLE({ reason: 'PAYMENT_METHOD', fiat: 'JPY' })).toBe('This payment method is not available for JPY.');
    expect(START_ERROR_TEXTS.PRODUCT_NOT_AVAILED({ company: 'Acme', product: 'STREAM' })).toBe('Acme does not offer the off-ramp stream.');
    loadEveryCatalogue('de');
    expect(START_ERROR_TEXTS.MIN_AMOUNT({ min: '0.002', currency: 'ETH', side: 'SELL' })).toBe('Der Mindestbetrag für einen Verkauf ist 0,002 ETH');
    expect(START_ERROR_TEXTS.ORDER_LIMIT({ max: '5000', currency: 'EUR' })).toBe('Bitte geben Sie eine Bestellung unter 5000 EUR auf');
    expect(START_ERROR_TEXTS.PARTNER_INACTIVE({ company: 'Acme' })).toBe('Acme wurde wegen verdächtiger Aktivitäten gesperrt.');
    expect(ERROR_MESSAGES.network).toMatch(/^Hoppla! Ihre Internetverbindung/);
  });
});
