import { DEFAULT_PHONE_PREFIX, normalisePhoneInput } from '@ferry/rules';
import { useEffect, useId } from 'react';
import { errorIdOf, FieldFrame, inputClass } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

/** The mobile number: always prefixed with +, and the US (+1) until the user picks another country code. */
export function PhoneField({ field, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  const text = textOf(value);
  useEffect(() => {
    if (text === '' && !field.disabled) onChange(DEFAULT_PHONE_PREFIX);
  }, [text, field.disabled, onChange]);
  return (
    <FieldFrame field={field} inputId={id} error={error}>
      <input
        id={id}
        name={field.id}
        type="tel"
        className={inputClass(error)}
        value={text === '' ? DEFAULT_PHONE_PREFIX : text}
        placeholder={field.placeholder ?? undefined}
        disabled={field.disabled}
        inputMode="tel"
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        onChange={(event) => onChange(normalisePhoneInput(event.target.value))}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
