import { inputModeFor, trimStartInput } from '@ferry/rules';
import { Field } from '../../ui/field.js';
import { shellPropsOf } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

/** Text and number fields: trimmed at the start as typed; numbers get a numeric keyboard. */
export function TextField({ field, value, error, onChange, onBlur }: FieldProps) {
  return (
    <Field
      {...shellPropsOf(field)}
      error={error}
      name={field.id}
      value={textOf(value)}
      placeholder={field.placeholder ?? undefined}
      disabled={field.disabled}
      inputMode={inputModeFor(field)}
      autoComplete={autoCompleteOf(field.id)}
      onChange={(event) => onChange(trimStartInput(event.target.value))}
      onBlur={onBlur}
    />
  );
}

function autoCompleteOf(id: string): string {
  const known: Record<string, string> = {
    firstName: 'given-name',
    lastName: 'family-name',
    email: 'email',
    addressLine1: 'address-line1',
    addressLine2: 'address-line2',
    city: 'address-level2',
    state: 'address-level1',
    postCode: 'postal-code',
  };
  return known[id] ?? 'off';
}
