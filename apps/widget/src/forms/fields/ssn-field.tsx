import { SSN_MAX_LENGTH } from '@ferry/contracts';
import { formatSsn } from '@ferry/rules';
import { useId } from 'react';
import { errorIdOf, FieldFrame, inputClass } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

/** SSN: digits reformatted to 3-2-4 with dashes, at most 11 characters, numeric keyboard. */
export function SsnField({ field, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame field={field} inputId={id} error={error}>
      <input
        id={id}
        name={field.id}
        type="text"
        className={inputClass(error)}
        value={textOf(value)}
        placeholder={field.placeholder ?? 'XXX-XX-XXXX'}
        disabled={field.disabled}
        inputMode="numeric"
        maxLength={SSN_MAX_LENGTH}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        onChange={(event) => onChange(formatSsn(event.target.value))}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
