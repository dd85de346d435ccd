import { useId } from 'react';
import styles from '../forms.module.css';
import { errorIdOf, FieldFrame } from './field-frame.js';
import type { FieldProps } from './field-props.js';

export function MultiCheckboxField({ field, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: string) =>
    onChange(chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option]);
  return (
    <FieldFrame field={field} inputId={id} error={error} isGroup>
      <fieldset className={styles.checks} aria-describedby={error ? errorIdOf(id) : undefined} onBlur={onBlur}>
        <legend className={styles.label}>{field.description ?? field.name}</legend>
        {field.options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              name={field.id}
              value={option.value}
              checked={chosen.includes(option.value)}
              disabled={field.disabled}
              onChange={() => toggle(option.value)}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
    </FieldFrame>
  );
}
