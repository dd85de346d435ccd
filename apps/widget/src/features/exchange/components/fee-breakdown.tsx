import type { FeeId, Quote } from '@ferry/contracts';
import { feePercent } from '@ferry/rules';
import { useId, useState } from 'react';
import { InfoIcon } from '../../../ui/icons.js';
import styles from './fee-breakdown.module.css';

/** The tooltip of each fee line (spec 000 section 9: each id has one). */
export const FEE_TOOLTIPS: Record<FeeId, string> = {
  ferry_fee: "Ferry's fee for processing your order.",
  partner_fee: 'The fee of the app you are buying through.',
  processing_fee: 'What the payment method costs to process your payment.',
  network_fee: 'Paid to the blockchain network to deliver your crypto.',
};

function FeeLine({ id, name, value, currency }: { id: FeeId; name: string; value: string; currency: string }) {
  const [isTipOpen, setTipOpen] = useState(false);
  const tipId = useId();
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>
        {name}
        <button
          type="button"
          className={styles.tipButton}
          aria-label={`About ${name}`}
          aria-expanded={isTipOpen}
          aria-controls={tipId}
          onClick={() => setTipOpen((open) => !open)}
        >
          <InfoIcon width={14} height={14} />
        </button>
      </span>
      <span className={styles.value}>
        {value} {currency}
      </span>
      {isTipOpen && (
        <span id={tipId} role="note" className={styles.tip} data-fee={id}>
          {FEE_TOOLTIPS[id]}
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
    <section className={styles.fees} aria-label="Fees" aria-busy={!quote || undefined}>
      <div className={styles.summary}>
        <span>
          Total fees <span className={styles.percent}>({quote ? feePercent(quote.feeDecimal) : '…'}%)</span>
        </span>
        <span className={styles.value}>
          {quote?.totalFee ?? '…'} {fiatCurrency}
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
        {isOpen ? 'Hide' : 'See fees calculation'}
      </button>
      {isOpen && quote && (
        <ul id={listId} className={styles.lines}>
          {quote.feeBreakdown.map((fee) => (
            <FeeLine key={fee.id} id={fee.id} name={fee.name} value={fee.value} currency={quote.fiatCurrency} />
          ))}
        </ul>
      )}
    </section>
  );
}
