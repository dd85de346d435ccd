import type { FormField, FormFieldValue, FormValues } from '@ferry/contracts';
import { isValidDateOfBirth, parseDdMmYyyy } from './date-of-birth.js';
import { isValidIban } from '../banks/iban.js';
import { isValidSsn } from './ssn.js';

/**
 * Why a field's value was refused, as a code: REQUIRED ('Required'), INVALID (the field's own
 * message, else 'Enter a valid {field name}') or INVALID_DATE ('Please enter a valid date'). The
 * widget's catalogue words it; the server words it for the API.
 */
export type FieldProblem = 'REQUIRED' | 'INVALID' | 'INVALID_DATE';

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

const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function typeError(field: FormField, text: string, now: Date): FieldProblem | null {
  switch (field.type) {
    case 'select':
      return field.options.some((option) => option.value === text) ? null : 'INVALID';
    case 'date':
      if (field.id === 'dob') return isValidDateOfBirth(text, now) ? null : 'INVALID_DATE';
      return parseDdMmYyyy(text) ? null : 'INVALID_DATE';
    case 'ssn':
      return isValidSsn(text) ? null : 'INVALID';
    case 'number':
      return /^\d+(\.\d+)?$/.test(text) ? null : 'INVALID';
    case 'document':
      return DOCUMENT_ID.test(text) ? null : 'INVALID';
    default:
      // Like the date of birth, the IBAN has a rule no regex can hold: its MOD 97 checksum.
      if (field.id === 'iban') return isValidIban(text) ? null : 'INVALID';
      return null;
  }
}

/**
 * The inline error of one field as a FieldProblem, or null (spec 000 section 5 "Form fields"): a
 * required, enabled, empty field is REQUIRED; a regex mismatch INVALID; a date of birth out of
 * range INVALID_DATE. The same function runs in the widget and on the server.
 */
export function fieldError(field: FormField, value: FormFieldValue | null | undefined, { now }: { now: Date }): FieldProblem | null {
  if (!isChecked(field)) return null;
  if (field.type === 'multiCheckbox') {
    if (typeof value === 'string' && value.trim() !== '') return 'INVALID';
    const chosen = Array.isArray(value) ? value : [];
    if (chosen.length === 0) return field.isRequired ? 'REQUIRED' : null;
    const isKnown = chosen.every((choice) => field.options.some((option) => option.value === choice));
    return isKnown && new Set(chosen).size === chosen.length ? null : 'INVALID';
  }
  if (Array.isArray(value)) return 'INVALID';
  const text = (value ?? '').trim();
  if (text === '') return field.isRequired ? 'REQUIRED' : null;
  if (field.regex) {
    const pattern = compiled(field.regex);
    if (!pattern || !pattern.test(text)) return 'INVALID';
  }
  return typeError(field, text, now);
}

/** Every field's problem by field id; an empty object means the form is valid. */
export function formErrors(fields: readonly FormField[], values: FormValues, options: { now: Date }): Record<string, FieldProblem> {
  const errors: Record<string, FieldProblem> = {};
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
