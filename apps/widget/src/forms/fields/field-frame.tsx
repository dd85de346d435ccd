import type { FormField } from '@ferry/contracts';
import type { ReactNode } from 'react';
import styles from '../forms.module.css';

export interface FieldFrameProps {
  field: FormField;
  inputId: string;
  error: string | null;
  children: ReactNode;
  /** Group fields (checkboxes) label themselves with a legend. */
  isGroup?: boolean;
}

export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** A field's label, info tooltip, description, line under it and inline error (spec 000 section 3 "Form field"). */
export function FieldFrame({ field, inputId, error, children, isGroup = false }: FieldFrameProps) {
  return (
    <div className={[styles.field, field.cols === 1 ? styles.half : styles.full].join(' ')}>
      {!isGroup && (
        <div className={styles.labelRow}>
          <label className={styles.label} htmlFor={inputId}>
            {field.name}
            {!field.isRequired && !field.disabled ? ' (optional)' : ''}
          </label>
          {field.info && (
            <span className={styles.info} title={field.info} aria-label={field.info} role="img">
              i
            </span>
          )}
        </div>
      )}
      {field.description && !isGroup && <p className={styles.description}>{field.description}</p>}
      {children}
      {field.message && <p className={styles.message}>{field.message}</p>}
      {error && (
        <p id={errorIdOf(inputId)} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function inputClass(error: string | null): string {
  return [styles.input, error ? styles.invalid : ''].filter(Boolean).join(' ');
}
