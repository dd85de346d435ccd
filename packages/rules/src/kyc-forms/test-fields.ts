import type { FormField } from '@ferry/contracts';
import { formField } from './form-field.js';

/** A field with every optional part empty; tests override what they check. */
export function aField(overrides: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField {
  return formField({ name: overrides.id, ...overrides });
}
