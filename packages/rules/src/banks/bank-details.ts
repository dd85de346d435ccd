import type { AddBankRequest } from '@ferry/contracts';
import { REQUIRED_MESSAGE } from '../kyc-forms/index.js';
import type { FieldCheck } from '../orders/field-validators.js';
import { isValidIban, normaliseIban } from './iban.js';

export { normaliseIban };

export const IBAN_MESSAGE = 'Enter a valid IBAN';
export const SORT_CODE_MESSAGE = 'Enter a valid sort code';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter a valid account number';
export const ACCOUNT_HOLDER_MESSAGE = 'Enter a valid account holder name';

/**
 * IBAN of a SEPA country: two letters, two check digits, the country's length, letters and digits
 * only, and the MOD 97 checksum (a typo in any one character fails it).
 */
export function checkIban(input: string): FieldCheck {
  const iban = normaliseIban(input);
  if (iban === '') return { ok: false, message: REQUIRED_MESSAGE };
  if (!isValidIban(iban)) return { ok: false, message: IBAN_MESSAGE };
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
