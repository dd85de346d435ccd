import { describe, expect, it } from 'vitest';
import { checkBankDetails, checkIban, checkSortCode, checkUkAccountNumber, maskAccount } from './bank-details.js';

describe('bank details: IBAN with its checksum (SEPA payouts)', () => {
  it('accepts valid IBANs as typed, with spaces and lower case, and keeps them compact', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual({ ok: true, value: 'DE89370400440532013000' });
    expect(checkIban('nl91abna0417164300')).toEqual({ ok: true, value: 'NL91ABNA0417164300' });
    expect(checkIban('FR14 2004 1010 0505 0001 3M02 606')).toEqual({ ok: true, value: 'FR1420041010050500013M02606' });
  });
  it('refuses a mistyped digit, swapped digits, a wrong length or a country outside SEPA with "Enter a valid IBAN"', () => {
    for (const iban of ['DE89370400440532013001', 'DE98370400440532013000', 'DE8937040044053201300', 'US64SVBKUS6S3300958879', 'DE89-3704!0044', 'XX89370400440532013000']) {
      expect(checkIban(iban), iban).toEqual({ ok: false, problem: 'INVALID' });
    }
  });
  it("an empty IBAN is 'Required'", () => {
    expect(checkIban('  ')).toEqual({ ok: false, problem: 'REQUIRED' });
  });
});

describe('bank details: UK sort code and account number (GBP payouts)', () => {
  it('a sort code is six digits, typed with or without dashes', () => {
    expect(checkSortCode('040004')).toEqual({ ok: true, value: '04-00-04' });
    expect(checkSortCode('04-00-04')).toEqual({ ok: true, value: '04-00-04' });
    expect(checkSortCode('04-00-4')).toEqual({ ok: false, problem: 'INVALID' });
  });
  it('an account number is eight digits', () => {
    expect(checkUkAccountNumber('12345678')).toEqual({ ok: true, value: '12345678' });
    expect(checkUkAccountNumber('1234567')).toEqual({ ok: false, problem: 'INVALID' });
    expect(checkUkAccountNumber('1234567a')).toEqual({ ok: false, problem: 'INVALID' });
  });
});

describe('bank details: the whole form', () => {
  it('answers the normalised request when every field is valid', () => {
    expect(checkBankDetails({ type: 'GBP_BANK', accountHolderName: '  Ada   Lovelace ', sortCode: '04 00 04', accountNumber: '12345678' })).toEqual({
      ok: true,
      value: { type: 'GBP_BANK', accountHolderName: 'Ada Lovelace', sortCode: '04-00-04', accountNumber: '12345678' },
    });
  });
  it('answers a problem code per bad field', () => {
    expect(checkBankDetails({ type: 'SEPA_BANK', accountHolderName: '', iban: 'DE00' })).toEqual({
      ok: false,
      errors: { accountHolderName: 'REQUIRED', iban: 'INVALID' },
    });
    expect(checkBankDetails({ type: 'SEPA_BANK', accountHolderName: '12', iban: 'DE89370400440532013000' })).toEqual({
      ok: false,
      errors: { accountHolderName: 'INVALID' },
    });
  });
  it('masked accounts show their last 4 digits', () => {
    expect(maskAccount('DE89370400440532013000')).toBe('**** 3000');
    expect(maskAccount('12345678')).toBe('**** 5678');
  });
});
