import type { FeeId, Quote } from '@ferry/contracts';
import { useId, useState } from 'react';
import { figure } from '../../../i18n/figure.js';
import { t } from '../../../i18n/i18n.js';
import { InfoIcon } from '../../../ui/icons.js';
import styles from './fee-breakdown.module.css';

/**
 * A fee line: its name and tooltip by its id (spec 000 section 9: each id has one), in the user's
 * language (the quote's name is the server's English).
 */
function FeeLine({ id, value, currency }: { id: FeeId; value: string; currency: string }) {
  const [isTipOpen, setTipOpen] = useState(false);
  const tipId = useId();
  const name = t(`exchange.fee.${id}`);
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>
        {name}
        <button
          type="button"
          className={styles.tipButton}
          aria-label={t('exchange.fees.about', { fee: name })}
          aria-expanded={isTipOpen}
          aria-controls={tipId}
          onClick={() => setTipOpen((open) => !open)}
        >
          <InfoIcon width={14} height={14} />
        </button>
      </span>
      <span className={styles.value}>
        {figure(value)} {currency}
      </span>
      {isTipOpen && (
        <span id={tipId} role="note" className={styles.tip} data-fee={id}>
          {t(`exchange.feeTip.${id}`)}
        </span>
      )}
    </li>
  );
}

export interface FeeLinesProps {
  /** The list's id, which the toggle controls. */
  id: string;
  quote: Quote;
}

/** The quote's fee lines, exactly as quoted (the fee breakdown's open part). */
export function FeeLines({ id, quote }: FeeLinesProps) {
  return (
    <ul id={id} className={styles.lines}>
      {quote.feeBreakdown.map((fee) => (
        <FeeLine key={fee.id} id={fee.id} value={fee.value} currency={quote.fiatCurrency} />
      ))}
    </ul>
  );
}
