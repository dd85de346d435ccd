export type FieldCheck = { ok: true; value: string } | { ok: false; message: string };

export const UTR_LENGTH = 12;
export const PAN_LENGTH = 10;
export const UTR_MESSAGE = 'Please enter UTR number';
export const PAN_EMPTY_MESSAGE = 'Please enter PAN number';
export const PAN_INCORRECT_MESSAGE = 'Incorrect PAN number. Please check and retry!';
export const CANCEL_REASON_MESSAGE = 'Please enter valid reason';

/** UTR: exactly 12 digits (spec 001 section 5); otherwise the toast 'Please enter UTR number'. */
export function checkUtr(input: string): FieldCheck {
  const value = input.trim();
  return /^\d{12}$/.test(value) ? { ok: true, value } : { ok: false, message: UTR_MESSAGE };
}

/** The PAN as typed: upper-cased, at most 10 characters. */
export function normalisePanInput(input: string): string {
  return input.toUpperCase().replace(/\s/g, '').slice(0, PAN_LENGTH);
}

/**
 * PAN: five capital letters, four digits, one capital letter. A 10-character wrong value reads
 * 'Incorrect PAN number. Please check and retry!'; empty or shorter, 'Please enter PAN number'.
 */
export function checkPan(input: string): FieldCheck {
  const value = input.trim().toUpperCase();
  if (/^[A-Z]{5}\d{4}[A-Z]$/.test(value)) return { ok: true, value };
  return { ok: false, message: value.length === PAN_LENGTH ? PAN_INCORRECT_MESSAGE : PAN_EMPTY_MESSAGE };
}

/** Cancel reason is required: 'Please enter valid reason'. */
export function checkCancelReason(input: string): FieldCheck {
  const value = input.trim();
  return value.length > 0 ? { ok: true, value } : { ok: false, message: CANCEL_REASON_MESSAGE };
}
