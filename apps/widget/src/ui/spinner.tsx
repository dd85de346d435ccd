import styles from './spinner.module.css';

/** Loading indicator; sizes 40, 60 and 80 px (spec 001 section 9) or inline in a button. */
export function Spinner({ size = 40, label = 'Loading' }: { size?: 40 | 60 | 80 | 'inline'; label?: string }) {
  const sizeClass = size === 'inline' ? styles.inline : styles[`s${size}`];
  return (
    <span role="status" aria-label={label} className={[styles.spinner, sizeClass, size === 'inline' ? '' : styles.brand].join(' ')} />
  );
}
