import { useId } from 'react';
import { errorIdOf, FieldFrame, inputClass } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

export function SelectField({ field, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame field={field} inputId={id} error={error}>
      <select
        id={id}
        name={field.id}
        className={inputClass(error)}
        value={textOf(value)}
        disabled={field.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="" disabled>
          {field.placeholder ?? 'Select'}
        </option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
