import type { FormField, FormFieldValue, FormValues } from '@ferry/contracts';
import { INVALID_DATE_MESSAGE, isValidDateOfBirth, parseDdMmYyyy } from './date-of-birth.js';
import { isValidIban } from '../banks/iban.js';
import { isValidSsn } from './ssn.js';

export const REQUIRED_MESSAGE = 'Required';

/** Fields that only show something and hold no value. */
export function isDisplayOnly(field: Pick<FormField, 'type'>): boolean {
  return field.type === 'hint' || field.type === 'breakLine';
}

/** Hidden, disabled and display-only fields are never validated. */
function isChecked(field: FormField): boolean {
  return !field.hidden && !field.disabled && !isDisplayOnly(field);
}

const regexCache = new Map<string, RegExp | null>();
function compiled(source: string): RegExp | null {
  if (!regexCache.has(source)) {
    try {
      regexCache.set(source, new RegExp(source));
    } catch {
      regexCache.set(source, null);
    }
  }
  return regexCache.get(source) ?? null;
}

/** A regex mismatch shows the field's own message, otherwise 'Enter a valid {field name}'. */
export function invalidMessage(field: Pick<FormField, 'name' | 'regexErrorMessage'>): string {
  return field.regexErrorMessage ?? `Enter a valid ${field.name}`;
}

const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function typeError(field: FormField, text: string, now: Date): string | null {
  switch (field.type) {
    case 'select':
      return field.options.some((option) => option.value === text) ? null : invalidMessage(field);
    case 'date':
      if (field.id === 'dob') return isValidDateOfBirth(text, now) ? null : INVALID_DATE_MESSAGE;
      return parseDdMmYyyy(text) ? null : INVALID_DATE_MESSAGE;
    case 'ssn':
      return isValidSsn(text) ? null : invalidMessage(field);
    case 'number':
      return /^\d+(\.\d+)?$/.test(text) ? null : invalidMessage(field);
    case 'document':
      return DOCUMENT_ID.test(text) ? null : invalidMessage(field);
    default:
      // Like the date of birth, the IBAN has a rule no regex can hold: its MOD 97 checksum.
      if (field.id === 'iban') return isValidIban(text) ? null : invalidMessage(field);
      return null;
  }
}

/**
 * The inline error of one field, or null (spec 000 section 5 "Form fields"): a required, enabled,
 * empty field shows 'Required'; a regex mismatch shows the field's message, otherwise 'Enter a
 * valid {field name}'; dates of birth 'Please enter a valid date'. The same function runs in the
 * widget and on the server.
 */
export function fieldError(field: FormField, value: FormFieldValue | null | undefined, { now }: { now: Date }): string | null {
  if (!isChecked(field)) return null;
  if (field.type === 'multiCheckbox') {
    if (typeof value === 'string' && value.trim() !== '') return invalidMessage(field);
    const chosen = Array.isArray(value) ? value : [];
    if (chosen.length === 0) return field.isRequired ? REQUIRED_MESSAGE : null;
    const isKnown = chosen.every((choice) => field.options.some((option) => option.value === choice));
    return isKnown && new Set(chosen).size === chosen.length ? null : invalidMessage(field);
  }
  if (Array.isArray(value)) return invalidMessage(field);
  const text = (value ?? '').trim();
  if (text === '') return field.isRequired ? REQUIRED_MESSAGE : null;
  if (field.regex) {
    const pattern = compiled(field.regex);
    if (!pattern || !pattern.test(text)) return invalidMessage(field);
  }
  return typeError(field, text, now);
}

/** Every field's error by field id; an empty object means the form is valid. */
export function formErrors(fields: readonly FormField[], values: FormValues, options: { now: Date }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.id], options);
    if (error) errors[field.id] = error;
  }
  return errors;
}

export function isFormValid(fields: readonly FormField[], values: FormValues, options: { now: Date }): boolean {
  return Object.keys(formErrors(fields, values, options)).length === 0;
}

/** Text input is trimmed at the start as the user types (the end is trimmed when sent). */
export function trimStartInput(input: string): string {
  return input.replace(/^\s+/, '');
}

/** Numeric keyboards for numbers, SSN, account number and sort code; a phone pad for the mobile number. */
export function inputModeFor(field: Pick<FormField, 'id' | 'type'>): 'numeric' | 'decimal' | 'tel' | 'text' {
  if (field.id === 'mobileNumber') return 'tel';
  if (field.type === 'ssn' || field.type === 'date' || field.id === 'accountNumber' || field.id === 'sortCode') return 'numeric';
  if (field.type === 'number') return 'decimal';
  return 'text';
}
