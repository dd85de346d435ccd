import type { FormField, FormFieldValue } from '@ferry/contracts';

/** What every field component receives from the form. */
export interface FieldProps {
  field: FormField;
  value: FormFieldValue | undefined;
  /** The inline error to show now (after the field was touched), or null. */
  error: string | null;
  onChange: (value: FormFieldValue) => void;
  onBlur: () => void;
}

export const textOf = (value: FormFieldValue | undefined): string => (typeof value === 'string' ? value : '');
