import type { FormField, FormValues } from '@ferry/contracts';
import { isoToDdMmYyyy } from './date-of-birth.js';
import { isDisplayOnly } from './field-rules.js';
import { formatSsn } from './ssn.js';

type UserData = Record<string, unknown>;

function lookup(userData: UserData, id: string): unknown {
  if (id in userData) return userData[id];
  const address = userData.address;
  if (typeof address === 'object' && address !== null && id in address) return (address as UserData)[id];
  return undefined;
}

function asFieldValue(field: FormField, raw: unknown): string | string[] | null {
  if (field.type === 'multiCheckbox') {
    return Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : null;
  }
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  if (field.type === 'date') return isoToDdMmYyyy(raw.trim()) ?? raw.trim();
  if (field.type === 'ssn') return formatSsn(raw);
  return raw.trim();
}

/**
 * Fills empty, enabled fields from the partner's userData (flat by field id, address parts
 * also under `address`). `isPrefilled` says the partner supplied at least one value: with
 * supportAutoSubmit such a form submits on its own (spec 000 section 4 "KYC forms").
 */
export function prefillFromUserData(
  fields: readonly FormField[],
  values: FormValues,
  userData: UserData | undefined,
): { values: FormValues; isPrefilled: boolean } {
  if (!userData) return { values, isPrefilled: false };
  const next: FormValues = { ...values };
  let isPrefilled = false;
  for (const field of fields) {
    if (isDisplayOnly(field) || field.disabled || field.hidden) continue;
    const current = next[field.id];
    const isEmpty = current === undefined || (Array.isArray(current) ? current.length === 0 : current.trim() === '');
    if (!isEmpty) continue;
    const value = asFieldValue(field, lookup(userData, field.id));
    if (value === null) continue;
    next[field.id] = value;
    isPrefilled = true;
  }
  return { values: next, isPrefilled };
}
