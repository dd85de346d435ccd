/**
 * Why a value was refused, as a code the widget's catalogue words (the server words it for the
 * API): the UTR or PAN is missing or short, the PAN has the wrong shape, the cancel reason is empty.
 */
export type FieldCheckProblem = 'UTR_REQUIRED' | 'PAN_REQUIRED' | 'PAN_INCORRECT' | 'CANCEL_REASON_REQUIRED';
export type FieldCheck = { ok: true; value: string } | { ok: false; problem: FieldCheckProblem };

export const UTR_LENGTH = 12;
export const PAN_LENGTH = 10;

/** UTR: exactly 12 digits (spec 001 section 5); otherwise UTR_REQUIRED (the toast 'Please enter UTR number'). */
export function checkUtr(input: string): FieldCheck {
  const value = input.trim();
  return /^\d{12}$/.test(value) ? { ok: true, value } : { ok: false, problem: 'UTR_REQUIRED' };
}

/** The PAN as typed: upper-cased, at most 10 characters. */
export function normalisePanInput(input: string): string {
  return input.toUpperCase().replace(/\s/g, '').slice(0, PAN_LENGTH);
}

/**
 * PAN: five capital letters, four digits, one capital letter. A 10-character wrong value is
 * PAN_INCORRECT ('Incorrect PAN number. Please check and retry!'); empty or shorter, PAN_REQUIRED.
 */
export function checkPan(input: string): FieldCheck {
  const value = input.trim().toUpperCase();
  if (/^[A-Z]{5}\d{4}[A-Z]$/.test(value)) return { ok: true, value };
  return { ok: false, problem: value.length === PAN_LENGTH ? 'PAN_INCORRECT' : 'PAN_REQUIRED' };
}

/** Cancel reason is required: CANCEL_REASON_REQUIRED ('Please enter valid reason'). */
export function checkCancelReason(input: string): FieldCheck {
  const value = input.trim();
  return value.length > 0 ? { ok: true, value } : { ok: false, problem: 'CANCEL_REASON_REQUIRED' };
}
