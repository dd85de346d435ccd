import type { AddBankRequest } from '@ferry/contracts';
import type { FieldProblem } from '../kyc-forms/index.js';
import { isValidIban, normaliseIban } from './iban.js';

export { normaliseIban };

/** A bank field's value, or why it was refused (REQUIRED or INVALID; the catalogue words it). */
type BankFieldCheck = { ok: true; value: string } | { ok: false; problem: BankFieldProblem };

/**
 * IBAN of a SEPA country: two letters, two check digits, the country's length, letters and digits
 * only, and the MOD 97 checksum (a typo in any one character fails it).
 */
export function checkIban(input: string): BankFieldCheck {
  const iban = normaliseIban(input);
  if (iban === '') return { ok: false, problem: 'REQUIRED' };
  if (!isValidIban(iban)) return { ok: false, problem: 'INVALID' };
  return { ok: true, value: iban };
}

/** UK sort code: six digits, typed with or without dashes or spaces; kept as 12-34-56. */
export function checkSortCode(input: string): BankFieldCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (digits === '') return { ok: false, problem: 'REQUIRED' };
  if (!/^\d{6}$/.test(digits)) return { ok: false, problem: 'INVALID' };
  return { ok: true, value: `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` };
}

/** UK account number: eight digits. */
export function checkUkAccountNumber(input: string): BankFieldCheck {
  const digits = input.replace(/\s/g, '');
  if (digits === '') return { ok: false, problem: 'REQUIRED' };
  return /^\d{8}$/.test(digits) ? { ok: true, value: digits } : { ok: false, problem: 'INVALID' };
}

/** The account holder's name as the bank knows it: 2 to 140 characters, letters among them. */
export function checkAccountHolderName(input: string): BankFieldCheck {
  const value = input.trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, problem: 'REQUIRED' };
  return value.length >= 2 && value.length <= 140 && /\p{L}/u.test(value) ? { ok: true, value } : { ok: false, problem: 'INVALID' };
}

export type BankDetailsField = 'accountHolderName' | 'iban' | 'sortCode' | 'accountNumber';
export type BankFieldProblem = Exclude<FieldProblem, 'INVALID_DATE'>;

/**
 * Every field of a bank's details checked: the normalised request, or the problem per field.
 * The widget words them under the fields; the server answers the first with 400.
 */
export function checkBankDetails(
  request: AddBankRequest,
): { ok: true; value: AddBankRequest } | { ok: false; errors: Partial<Record<BankDetailsField, BankFieldProblem>> } {
  const holder = checkAccountHolderName(request.accountHolderName);
  const errors: Partial<Record<BankDetailsField, BankFieldProblem>> = {};
  if (!holder.ok) errors.accountHolderName = holder.problem;
  if (request.type === 'SEPA_BANK') {
    const iban = checkIban(request.iban);
    if (!iban.ok) errors.iban = iban.problem;
    if (holder.ok && iban.ok) return { ok: true, value: { type: 'SEPA_BANK', accountHolderName: holder.value, iban: iban.value } };
    return { ok: false, errors };
  }
  const sortCode = checkSortCode(request.sortCode);
  const accountNumber = checkUkAccountNumber(request.accountNumber);
  if (!sortCode.ok) errors.sortCode = sortCode.problem;
  if (!accountNumber.ok) errors.accountNumber = accountNumber.problem;
  if (holder.ok && sortCode.ok && accountNumber.ok) {
    return { ok: true, value: { type: 'GBP_BANK', accountHolderName: holder.value, sortCode: sortCode.value, accountNumber: accountNumber.value } };
  }
  return { ok: false, errors };
}

/** Masked accounts show their last 4 digits (spec 001 section 9): '**** 3000'. */
export function maskAccount(account: string): string {
  return `**** ${account.replace(/[\s-]/g, '').slice(-4)}`;
}
