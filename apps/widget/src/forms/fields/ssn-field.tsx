import { SSN_MAX_LENGTH } from '@ferry/contracts';
import { formatSsn } from '@ferry/rules';
import { Field } from '../../ui/field.js';
import { shellPropsOf } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

/** SSN: digits reformatted to 3-2-4 with dashes, at most 11 characters, numeric keyboard. */
export function SsnField({ field, value, error, onChange, onBlur }: FieldProps) {
  return (
    <Field
      {...shellPropsOf(field)}
      error={error}
      name={field.id}
      value={textOf(value)}
      placeholder={field.placeholder ?? 'XXX-XX-XXXX'}
      disabled={field.disabled}
      inputMode="numeric"
      maxLength={SSN_MAX_LENGTH}
      autoComplete="off"
      onChange={(event) => onChange(formatSsn(event.target.value))}
      onBlur={onBlur}
    />
  );
}
