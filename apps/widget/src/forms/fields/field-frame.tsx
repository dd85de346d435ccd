import type { FormField } from '@ferry/contracts';
import type { ReactNode } from 'react';
import { FieldShell } from '../../ui/field.js';
import styles from '../forms.module.css';
import { t } from '../../i18n/i18n.js';

export { errorIdOf, fieldControlClass as inputClass } from '../../ui/field.js';

/** The ui field's label, info mark, description, line under it and width, from a form field. */
export function shellPropsOf(field: FormField) {
  return {
    label: !field.isRequired && !field.disabled ? t('forms.field.optional', { label: field.name }) : field.name,
    labelAside: field.info ? (
      <span className={styles.info} title={field.info} aria-label={field.info} role="img">
        i
      </span>
    ) : undefined,
    description: field.description ?? undefined,
    note: field.message ?? undefined,
    className: field.cols === 1 ? styles.half : styles.full,
  };
}

export interface FieldFrameProps {
  field: FormField;
  inputId: string;
  error: string | null;
  children: ReactNode;
  /** Group fields (checkboxes) label themselves with a legend. */
  isGroup?: boolean;
}

/** A form field that is not a text input (a select, a document, checkboxes) in the one field's frame. */
export function FieldFrame({ field, inputId, error, children, isGroup = false }: FieldFrameProps) {
  return (
    <FieldShell inputId={inputId} error={error} isGroup={isGroup} {...shellPropsOf(field)}>
      {children}
    </FieldShell>
  );
}
