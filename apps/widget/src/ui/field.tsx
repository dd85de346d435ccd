import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

export interface FieldShellProps {
  /** The id of the control the label names. */
  inputId: string;
  label: ReactNode;
  error?: string | null | undefined;
  /** Read with the field (tied by aria-describedby), shown under the label. */
  description?: ReactNode;
  /** Beside the label: an info mark. */
  labelAside?: ReactNode;
  /** A line under the control. */
  note?: ReactNode;
  /** Group controls (checkboxes) name themselves with a legend instead of a label. */
  isGroup?: boolean;
  className?: string | undefined;
  children: ReactNode;
}

export const errorIdOf = (inputId: string) => `${inputId}-error`;
const descriptionIdOf = (inputId: string) => `${inputId}-description`;

/** What a control sets so a screen reader names it invalid and reads its description and error. */
export function describedFieldProps(inputId: string, error: string | null | undefined, hasDescription = false) {
  const ids = [hasDescription ? descriptionIdOf(inputId) : '', error ? errorIdOf(inputId) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/**
 * A field's label, description, control, note and error (spec 000 section 3 "Form field"). The
 * error sits in one polite live region that stays mounted, so it is announced once when it
 * appears or changes, not again on every keystroke, and never hidden while the field has focus.
 */
export function FieldShell({ inputId, label, error, description, labelAside, note, isGroup = false, className, children }: FieldShellProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {!isGroup && (
        <div className={styles.labelRow}>
          <label className={styles.label} htmlFor={inputId}>
            {label}
          </label>
          {labelAside}
        </div>
      )}
      {description && !isGroup && (
        <p id={descriptionIdOf(inputId)} className={styles.description}>
          {description}
        </p>
      )}
      {children}
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.live} aria-live="polite">
        {error && (
          <p id={errorIdOf(inputId)} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'className'> {
  label: ReactNode;
  error?: string | null | undefined;
  description?: ReactNode;
  labelAside?: ReactNode;
  note?: ReactNode;
  /** Inside the field's right edge: a button (calendar, edit). */
  trailing?: ReactNode;
  /** After the input, inside the field: a suggestion list. */
  after?: ReactNode;
  /** 'mono' for addresses and codes that must be read character by character. */
  look?: 'text' | 'mono';
  className?: string | undefined;
  inputClassName?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** The one text field of the widget: a visible label, its input and its error (WCAG 2.2 AA). */
export function Field({ label, error, description, labelAside, note, trailing, after, look = 'text', className, inputClassName, ref, ...input }: FieldProps) {
  const id = useId();
  const control = (
    <input
      ref={ref}
      id={id}
      type="text"
      className={[styles.input, look === 'mono' ? styles.mono : '', error ? styles.invalid : '', inputClassName].filter(Boolean).join(' ')}
      {...describedFieldProps(id, error, Boolean(description))}
      {...input}
    />
  );
  return (
    <FieldShell inputId={id} label={label} error={error} description={description} labelAside={labelAside} note={note} className={className}>
      {trailing ? (
        <div className={styles.withButton}>
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {after}
    </FieldShell>
  );
}

/** A control's class when it is not a text input (a select) but should look like the field's. */
export function fieldControlClass(error: string | null | undefined): string {
  return [styles.input, error ? styles.invalid : ''].filter(Boolean).join(' ');
}

export const fieldStyles = { inlineButton: styles.inlineButton ?? '' };
