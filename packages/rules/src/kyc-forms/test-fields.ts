import type { FormField } from '@ferry/contracts';

/** A field with every optional part empty; tests override what they check. */
export function aField(overrides: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField {
  return {
    name: overrides.id,
    value: null,
    cols: 2,
    regex: null,
    regexErrorMessage: null,
    placeholder: null,
    options: [],
    info: null,
    message: null,
    isRequired: true,
    disabled: false,
    hidden: false,
    description: null,
    acceptableFormats: [],
    ...overrides,
  };
}
