import styles from './spinner.module.css';
import { t } from '../i18n/i18n.js';

/** Loading indicator ('Loading' unless labelled); sizes 40, 60 and 80 px (spec 001 section 9) or inline in a button. */
export function Spinner({ size = 40, label }: { size?: 40 | 60 | 80 | 'inline'; label?: string }) {
  const sizeClass = size === 'inline' ? styles.inline : styles[`s${size}`];
  return (
    <span role="status" aria-label={label ?? t('ui.loading')} className={[styles.spinner, sizeClass, size === 'inline' ? '' : styles.brand].join(' ')} />
  );
}
