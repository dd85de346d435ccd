import { CopyButton } from './copy-button.js';
import styles from './long-value.module.css';
import { t } from '../i18n/i18n.js';

/** `value` shortened to its first and last `keep` characters (the stream wallets use 9 and 9, spec 001 section 9). */
export function abbreviate(value: string, keep = 9): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}

/**
 * A long value (address, hash, IBAN, order id) shown abbreviated on one line with a copy button;
 * the whole value is the tooltip and what screen readers and the copy button get.
 */
export function LongValue({ value, name, keep = 6 }: { value: string; name: string; keep?: number }) {
  return (
    <span className={styles.value}>
      <code className={styles.text} title={value} aria-label={value}>
        {abbreviate(value, keep)}
      </code>
      <CopyButton value={value} label={t('ui.copyValue', { name })} isCompact />
    </span>
  );
}
