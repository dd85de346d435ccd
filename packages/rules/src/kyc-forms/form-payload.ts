import type { FormEndpoint, FormField, FormFieldValue, FormValues } from '@ferry/contracts';
import { isDisplayOnly } from './field-rules.js';

/**
 * What a form sends (spec 000 section 7 "Form submit"): the field values, trimmed, without
 * display-only fields, and without disabled ones when the endpoint says excludeDisabled.
 */
export function formPayload(
  fields: readonly FormField[],
  values: FormValues,
  endpoint: Pick<FormEndpoint, 'excludeDisabled'>,
): FormValues {
  const payload: FormValues = {};
  for (const field of fields) {
    if (isDisplayOnly(field) || (endpoint.excludeDisabled && field.disabled)) continue;
    const value: FormFieldValue | null | undefined = values[field.id] ?? field.value;
    if (value === null || value === undefined) continue;
    payload[field.id] = Array.isArray(value) ? value : value.trim();
  }
  return payload;
}

/** The starting values of a form: what the server prefilled, else empty. */
export function initialValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (isDisplayOnly(field)) continue;
    values[field.id] = field.value ?? (field.type === 'multiCheckbox' ? [] : '');
  }
  return values;
}
