import type { AddBankRequest } from '@ferry/contracts';
import { REQUIRED_MESSAGE } from '../kyc-forms/index.js';
import type { FieldCheck } from '../orders/field-validators.js';

/** IBAN lengths of the SEPA scheme's countries (ISO 13616 registry). */
const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

export const IBAN_MESSAGE = 'Enter a valid IBAN';
export const SORT_CODE_MESSAGE = 'Enter a valid sort code';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter a valid account number';
export const ACCOUNT_HOLDER_MESSAGE = 'Enter a valid account holder name';

/** ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An IBAN as people type it: spaces removed, upper-cased. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * IBAN of a SEPA country: two letters, two check digits, the country's length, letters and digits
 * only, and the MOD 97 checksum (a typo in any one character fails it).
 */
export function checkIban(input: string): FieldCheck {
  const iban = normaliseIban(input);
  if (iban === '') return { ok: false, message: REQUIRED_MESSAGE };
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || ibanRemainder(iban) !== 1) {
    return { ok: false, message: IBAN_MESSAGE };
  }
  return { ok: true, value: iban };
}

/** UK sort code: six digits, typed with or without dashes or spaces; kept as 12-34-56. */
export function checkSortCode(input: string): FieldCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (digits === '') return { ok: false, message: REQUIRED_MESSAGE };
  if (!/^\d{6}$/.test(digits)) return { ok: false, message: SORT_CODE_MESSAGE };
  return { ok: true, value: `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` };
}

/** UK account number: eight digits. */
export function checkUkAccountNumber(input: string): FieldCheck {
  const digits = input.replace(/\s/g, '');
  if (digits === '') return { ok: false, message: REQUIRED_MESSAGE };
  return /^\d{8}$/.test(digits) ? { ok: true, value: digits } : { ok: false, message: ACCOUNT_NUMBER_MESSAGE };
}

/** The account holder's name as the bank knows it: 2 to 140 characters, letters among them. */
export function checkAccountHolderName(input: string): FieldCheck {
  const value = input.trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, message: REQUIRED_MESSAGE };
  return value.length >= 2 && value.length <= 140 && /\p{L}/u.test(value) ? { ok: true, value } : { ok: false, message: ACCOUNT_HOLDER_MESSAGE };
}

export type BankDetailsField = 'accountHolderName' | 'iban' | 'sortCode' | 'accountNumber';

/**
 * Every field of a bank's details checked: the normalised request, or the message per field.
 * The widget shows the messages under the fields; the server answers the first with 400.
 */
export function checkBankDetails(
  request: AddBankRequest,
): { ok: true; value: AddBankRequest } | { ok: false; errors: Partial<Record<BankDetailsField, string>> } {
  const holder = checkAccountHolderName(request.accountHolderName);
  const errors: Partial<Record<BankDetailsField, string>> = {};
  if (!holder.ok) errors.accountHolderName = holder.message;
  if (request.type === 'SEPA_BANK') {
    const iban = checkIban(request.iban);
    if (!iban.ok) errors.iban = iban.message;
    if (holder.ok && iban.ok) return { ok: true, value: { type: 'SEPA_BANK', accountHolderName: holder.value, iban: iban.value } };
    return { ok: false, errors };
  }
  const sortCode = checkSortCode(request.sortCode);
  const accountNumber = checkUkAccountNumber(request.accountNumber);
  if (!sortCode.ok) errors.sortCode = sortCode.message;
  if (!accountNumber.ok) errors.accountNumber = accountNumber.message;
  if (holder.ok && sortCode.ok && accountNumber.ok) {
    return { ok: true, value: { type: 'GBP_BANK', accountHolderName: holder.value, sortCode: sortCode.value, accountNumber: accountNumber.value } };
  }
  return { ok: false, errors };
}

/** Masked accounts show their last 4 digits (spec 001 section 9): '**** 3000'. */
export function maskAccount(account: string): string {
  return `**** ${account.replace(/[\s-]/g, '').slice(-4)}`;
}
