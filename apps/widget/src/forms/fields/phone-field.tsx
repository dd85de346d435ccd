import { DEFAULT_PHONE_PREFIX, normalisePhoneInput } from '@ferry/rules';
import { useEffect } from 'react';
import { Field } from '../../ui/field.js';
import { shellPropsOf } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

/** The mobile number: always prefixed with +, and the US (+1) until the user picks another country code. */
export function PhoneField({ field, value, error, onChange, onBlur }: FieldProps) {
  const text = textOf(value);
  useEffect(() => {
    if (text === '' && !field.disabled) onChange(DEFAULT_PHONE_PREFIX);
  }, [text, field.disabled, onChange]);
  return (
    <Field
      {...shellPropsOf(field)}
      error={error}
      name={field.id}
      type="tel"
      value={text === '' ? DEFAULT_PHONE_PREFIX : text}
      placeholder={field.placeholder ?? undefined}
      disabled={field.disabled}
      inputMode="tel"
      autoComplete="tel"
      onChange={(event) => onChange(normalisePhoneInput(event.target.value))}
      onBlur={onBlur}
    />
  );
}
