import type { Quote } from '@ferry/contracts';
import { feePercent } from '@ferry/rules';
import { useId, useState } from 'react';
import { figure } from '../../../i18n/figure.js';
import { loadMessages, t } from '../../../i18n/i18n.js';
import { loadLater } from '../../../ui/load-later.js';
import { exchangeCatalogue } from '../locales/catalogue.js';
import type { FeeLinesProps } from './fee-lines.js';
import styles from './fee-breakdown.module.css';

// The lines show only once asked for: their code and texts (the exchange's own catalogue) load when
// the browser is idle after the first screen, or when opened first (ui/load-later.tsx).
const feeLines = loadLater<FeeLinesProps>(async () => {
  const [{ FeeLines }] = await Promise.all([import('./fee-lines.js'), loadMessages(exchangeCatalogue)]);
  return FeeLines;
});

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
      {isOpen && quote && <feeLines.Component id={listId} quote={quote} />}
    </section>
  );
}
