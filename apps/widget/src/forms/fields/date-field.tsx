import { dateOfBirthBounds, ddMmYyyyToIso, defaultDateOfBirth, isoToDdMmYyyy, maskDdMmYyyy } from '@ferry/rules';
import { useId, useRef } from 'react';
import styles from '../forms.module.css';
import { errorIdOf, FieldFrame, inputClass } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

/**
 * A date typed DD-MM-YYYY (dashes placed as digits come), with a calendar that opens 25 years ago
 * and allows 18 to 100 years ago (spec 000 section 5 "Date of birth").
 */
export function DateField({ field, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const now = new Date();
  const bounds = dateOfBirthBounds(now);
  const text = textOf(value);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = ddMmYyyyToIso(text) ?? ddMmYyyyToIso(defaultDateOfBirth(now)) ?? '';
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.focus();
  };

  return (
    <FieldFrame field={field} inputId={id} error={error}>
      <div className={styles.withButton}>
        <input
          id={id}
          name={field.id}
          type="text"
          className={inputClass(error)}
          value={text}
          placeholder={field.placeholder ?? 'DD-MM-YYYY'}
          disabled={field.disabled}
          inputMode="numeric"
          maxLength={10}
          autoComplete="bday"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          onChange={(event) => onChange(maskDdMmYyyy(event.target.value))}
          onBlur={onBlur}
        />
        <button type="button" className={styles.inlineButton} aria-label="Open calendar" onClick={openPicker} disabled={field.disabled}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className={styles.hiddenPicker}
          min={field.id === 'dob' ? bounds.min : undefined}
          max={field.id === 'dob' ? bounds.max : undefined}
          onChange={(event) => {
            const picked = isoToDdMmYyyy(event.target.value);
            if (picked) onChange(picked);
          }}
        />
      </div>
    </FieldFrame>
  );
}
