import type { FeeId, Quote } from '@ferry/contracts';
import { feePercent } from '@ferry/rules';
import { useId, useState } from 'react';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';
import { InfoIcon } from '../../../ui/icons.js';
import styles from './fee-breakdown.module.css';

const figure = (value: string) => formatDecimal(value, { grouping: false });

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

/**
 * Total fees with 'See fees calculation' / 'Hide' and the four lines, exactly as quoted. Without a
 * quote (one on its way) it keeps its place: '…' for the figures and the toggle disabled.
 */
export function FeeBreakdown({ quote, fiatCurrency }: { quote: Quote | undefined; fiatCurrency: string }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className={styles.fees} aria-label={t('exchange.fees')} aria-busy={!quote || undefined}>
      <div className={styles.summary}>
        <span>
          {t('exchange.fees.total')}{' '}
          <span className={styles.percent}>{t('exchange.fees.percent', { percent: quote ? figure(feePercent(quote.feeDecimal)) : '…' })}</span>
        </span>
        <span className={styles.value}>
          {quote ? figure(quote.totalFee) : '…'} {fiatCurrency}
        </span>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        disabled={!quote}
        onClick={() => setOpen((open) => !open)}
      >
        {t(isOpen ? 'exchange.fees.hide' : 'exchange.fees.show')}
      </button>
      {isOpen && quote && (
        <ul id={listId} className={styles.lines}>
          {quote.feeBreakdown.map((fee) => (
            <FeeLine key={fee.id} id={fee.id} value={fee.value} currency={quote.fiatCurrency} />
          ))}
        </ul>
      )}
    </section>
  );
}
