import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../test/catalogues.js';
import { PHONE_ERROR_MESSAGES, SCREEN_ERROR_TEXTS, walletServerErrorMessage } from './screen-error-messages.js';

const screensIds = (language: string) =>
  new Set(PO.parse(fs.readFileSync(path.join(import.meta.dirname, 'screens', `${language}.po`), 'utf8')).items.map((item) => item.msgid));

const word = (code: keyof typeof SCREEN_ERROR_TEXTS, params: Record<string, string | number> = {}) => {
  const entry = SCREEN_ERROR_TEXTS[code];
  return typeof entry === 'string' ? entry : entry(params);
};

describe('the screens’ error texts come from the screens catalogue by code', () => {
  it('every screen code has its id error.<CODE> in the screens catalogue, in English and German', () => {
    for (const language of ['en', 'de']) {
      const ids = screensIds(language);
      const missing = Object.keys(SCREEN_ERROR_TEXTS).filter((code) => !ids.has(`error.${code}`));
      expect(missing, language).toEqual([]);
    }
  });

  it('a text is read when it is shown, so it follows the language loaded then', () => {
    expect(SCREEN_ERROR_TEXTS.CARD_NOT_PAYOUT_ELIGIBLE).toBe('Card not eligible for payout');
    loadEveryCatalogue('de');
    expect(SCREEN_ERROR_TEXTS.CARD_NOT_PAYOUT_ELIGIBLE).toBe('Karte nicht für Auszahlungen geeignet');
    expect(PHONE_ERROR_MESSAGES.MOBILE_NUMBER_LANDLINE).toBe('SMS können nicht an Festnetznummern gesendet werden');
  });
});

describe('error texts by code in German (issue 18 item 2)', () => {
  it('codes without params', () => {
    loadEveryCatalogue('de');
    expect(word('ORDER_EXISTS')).toBe(
      'Sie haben noch 1 offene Bestellung. Klicken Sie auf „Klären“, um sie abzuschließen, bevor Sie eine neue Bestellung aufgeben.',
    );
    expect(word('ORDER_EXPIRED')).toBe(
      'Bestellung abgelaufen – Ihre Bestellung ist abgelaufen, da Sie nicht innerhalb der vorgesehenen Zeit bezahlt haben.',
    );
    expect(word('STREAM_SETTINGS_NOT_FOUND')).toBe('Auszahlungsdaten fehlen!');
  });

  it('the wallet address names the crypto; a destination tag has its own text', () => {
    loadEveryCatalogue('de');
    expect(word('ENTER_VALID_ADDRESS', { crypto: 'ETH' })).toBe('Bitte geben Sie eine gültige Wallet-Adresse für ETH ein');
    expect(word('ENTER_VALID_ADDRESS', { crypto: 'XRP', field: 'addressTag' })).toBe('Bitte geben Sie einen gültigen Destination-Tag für XRP ein');
  });

  it('the order limit names its window and the remaining amount in German number style', () => {
    loadEveryCatalogue('de');
    expect(word('ORDER_LIMIT_EXCEEDED', { window: '30', remaining: '1250.5', currency: 'EUR' })).toBe(
      'Diese Bestellung überschreitet Ihr Limit für die letzten 30 Tage. Sie können noch 1.250,5 EUR ausgeben; siehe Meine Limits.',
    );
    expect(word('ORDER_LIMIT_EXCEEDED', { window: '1', remaining: '100', currency: 'EUR' })).toContain('Ihr Limit für heute.');
    expect(word('ORDER_LIMIT_EXCEEDED', { window: '365', remaining: '100', currency: 'EUR' })).toContain('die letzten 365 Tage');
  });

  it('a refused step, an order status conflict, a PAN and a stream payout pick their sentence by param', () => {
    loadEveryCatalogue('de');
    expect(word('ORDER_PRECONDITION_FAILED', { step: 'wallet-confirm' })).toBe('Bitte geben Sie Ihre Wallet-Adresse ein.');
    expect(word('ORDER_PRECONDITION_FAILED', { step: 'add-card', flow: 'SELL' })).toBe('Bitte fügen Sie eine Karte hinzu, die Auszahlungen empfangen kann.');
    expect(word('ORDER_PRECONDITION_FAILED', { step: 'add-card', flow: 'BUY' })).toBe('Bitte fügen Sie eine Karte hinzu, um mit Karte zu bezahlen.');
    expect(word('ORDER_STATUS_CONFLICT', { status: 'FAILED', action: 'CANCEL' })).toBe(
      'Diese Bestellung hat den Status FAILED und kann nicht mehr storniert werden.',
    );
    expect(word('ORDER_STATUS_CONFLICT')).toBe('Diese Bestellung hat sich geändert. Bitte laden Sie die Bestellung neu.');
    expect(word('PAN_INVALID', { reason: 'PAN_REQUIRED' })).toBe('Bitte geben Sie Ihre PAN ein');
    expect(word('STREAM_PAYOUT_NOT_ALLOWED', { paymentMethod: 'SEPA', currency: 'GBP' })).toBe('Auszahlungen per SEPA sind in GBP nicht verfügbar.');
    expect(word('STREAM_PAYOUT_NOT_ALLOWED')).toBe('Diese Auszahlungsmethode kann hier nicht verwendet werden. Bitte wählen Sie eine andere.');
  });

  it("a blocked BIN shows the gateway's own display message, else ours", () => {
    loadEveryCatalogue('de');
    expect(word('CARD_BIN_BLOCKED', { displayMessage: 'Prepaid cards are not accepted' })).toBe('Prepaid cards are not accepted');
    expect(word('CARD_BIN_BLOCKED')).toBe('Diese Karte wird nicht unterstützt.');
  });

  it('a 500 on a wallet-pay call names the support address', () => {
    loadEveryCatalogue('de');
    expect(walletServerErrorMessage('https://ferry.example/support')).toBe(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns unter https://ferry.example/support.',
    );
  });
});

describe('the English of the codes with a choice of sentence', () => {
  it('words each branch as before', () => {
    expect(word('ORDER_STATUS_CONFLICT', { status: 'FAILED', action: 'PAY' })).toBe('This order is FAILED; its payment cannot start again.');
    expect(word('ORDER_STATUS_CONFLICT', { status: 'COMPLETED', to: 'CANCELLED' })).toBe(
      'This order is COMPLETED and cannot change to CANCELLED. Please reload the order.',
    );
    expect(word('ORDER_PRECONDITION_FAILED', { step: 'fca-cooling-off' })).toBe('Your 24-hour cooling-off period has not ended yet.');
    expect(word('ORDER_PRECONDITION_FAILED', { step: 'something-new' })).toBe('Please complete the steps before placing an order.');
    expect(word('CARD_TOKEN_INVALID', { reason: 'EXPIRED' })).toBe('This card has expired. Please add another card.');
    expect(word('KYC_FORM_INVALID', { problem: 'DOCUMENT_MISSING' })).toBe('Please upload the document again.');
    expect(word('ORDER_FORM_INVALID')).toBe('Some of the details entered are not valid. Please check them and try again.');
    expect(word('STREAM_PAYOUT_NOT_ALLOWED', { paymentMethod: 'SEPA', currency: 'GBP' })).toBe('Payouts by SEPA are not available in GBP.');
    expect(word('FCA_CATEGORY_NOT_SUPPORTED')).toBe("Your answers don't support the investor category you chose. Please answer the questions again.");
  });
});
