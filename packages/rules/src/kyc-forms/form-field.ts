import type { FormField } from '@ferry/contracts';

/** A form field with the quiet defaults (required, visible, no regex); callers state what differs. */
export function formField(overrides: Partial<FormField> & Pick<FormField, 'id' | 'type' | 'name'>): FormField {
  return {
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
