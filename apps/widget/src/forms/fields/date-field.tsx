import { dateOfBirthBounds, ddMmYyyyToIso, defaultDateOfBirth, isoToDdMmYyyy, maskDdMmYyyy } from '@ferry/rules';
import { useRef } from 'react';
import { Field, fieldStyles } from '../../ui/field.js';
import styles from '../forms.module.css';
import { shellPropsOf } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';
import { t } from '../../i18n/i18n.js';

/** The entry's pattern, the same in every language (spec 000 section 5 "Date of birth"). */
const DATE_PATTERN = 'DD-MM-YYYY';

/**
 * A date typed DD-MM-YYYY (dashes placed as digits come), with a calendar that opens 25 years ago
 * and allows 18 to 100 years ago (spec 000 section 5 "Date of birth").
 */
export function DateField({ field, value, error, onChange, onBlur }: FieldProps) {
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
    <Field
      {...shellPropsOf(field)}
      error={error}
      name={field.id}
      value={text}
      placeholder={field.placeholder ?? DATE_PATTERN}
      disabled={field.disabled}
      inputMode="numeric"
      maxLength={10}
      autoComplete="bday"
      onChange={(event) => onChange(maskDdMmYyyy(event.target.value))}
      onBlur={onBlur}
      trailing={
        <>
          <button type="button" className={fieldStyles.inlineButton} aria-label={t('forms.date.openCalendar')} onClick={openPicker} disabled={field.disabled}>
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
        </>
      }
    />
  );
}
