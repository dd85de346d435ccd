import { useId, useState } from 'react';
import shared from '../../ui/order-screen.module.css';
import styles from './order-forms.module.css';

/** A bank details field: its label, the input and its error, which hides while the field is focused. */
export function BankField({
  label,
  value,
  onChange,
  error,
  isNumeric = false,
  autoComplete,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the field was left, or after a submit attempt. */
  error: string | null;
  isNumeric?: boolean;
  autoComplete?: string;
  maxLength?: number;
}) {
  const id = useId();
  const [isFocused, setFocused] = useState(false);
  const shownError = isFocused ? null : error;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={shared.input}
        value={value}
        inputMode={isNumeric ? 'numeric' : 'text'}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellCheck={false}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => onChange(event.target.value.replace(/^\s+/, ''))}
      />
      {shownError && (
        <p id={`${id}-error`} className={shared.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}
