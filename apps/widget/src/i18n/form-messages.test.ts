import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../test/catalogues.js';
import { CARD_FIELD_TEXTS, cardNumberNoticeText, FIELD_CHECK_TEXTS, fieldProblemText } from './form-messages.js';

describe('form texts follow the active language (screens catalogue, forms engine block)', () => {
  it('word the field problems, checks and card fields in German once German is active', () => {
    loadEveryCatalogue('de');
    expect(fieldProblemText({ name: 'Postleitzahl' }, 'REQUIRED')).toBe('Pflichtfeld');
    expect(fieldProblemText({ name: 'Postleitzahl' }, 'INVALID')).toBe('Postleitzahl ist ungültig');
    expect(fieldProblemText({ name: 'Geburtsdatum' }, 'INVALID_DATE')).toBe('Bitte geben Sie ein gültiges Datum ein');
    expect(FIELD_CHECK_TEXTS.PAN_REQUIRED).toBe('Bitte geben Sie die PAN-Nummer ein');
    expect(CARD_FIELD_TEXTS['expiry-date']).toBe('Ungültiges Ablaufdatum');
    expect(cardNumberNoticeText({ problem: 'SCHEME_NOT_SUPPORTED' })).toBe('Karte wird nicht unterstützt');
  });

  it('read the table entries when asked, so the same import answers in English again', () => {
    loadEveryCatalogue('de');
    expect(FIELD_CHECK_TEXTS.UTR_REQUIRED).toBe('Bitte geben Sie die UTR-Nummer ein');
    loadEveryCatalogue('en');
    expect(FIELD_CHECK_TEXTS.UTR_REQUIRED).toBe('Please enter UTR number');
    expect(Object.values(CARD_FIELD_TEXTS)).toEqual(['Invalid card number', 'Invalid expiry date', 'Invalid cvv']);
  });
});
