import { COPIED_CONFIRMATION_MS } from '@ferry/contracts';
import { useEffect, useState } from 'react';
import { Button } from './button.js';
import styles from './copy-button.module.css';
import { CheckIcon, CopyIcon } from './action-icons.js';
import { t } from '../i18n/i18n.js';

/**
 * Copies `value`; says 'Copied!' for the spec's copy-tooltip time (spec 001 section 9). `label`
 * names what is copied for screen readers ('Copy address'); a compact one shows only its icon.
 */
export function CopyButton({ value, label, isCompact = false }: { value: string; label: string; isCompact?: boolean }) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  const icon = isCopied ? <CheckIcon width={14} height={14} /> : <CopyIcon width={14} height={14} />;
  return (
    <Button
      size="sm"
      variant="outlined"
      aria-label={isCopied ? t('ui.copied') : label}
      title={isCopied ? t('ui.copied') : label}
      onClick={copy}
      className={isCompact ? styles.compact : undefined}
    >
      {icon}
      {!isCompact && t(isCopied ? 'ui.copied' : 'ui.copy')}
    </Button>
  );
}
