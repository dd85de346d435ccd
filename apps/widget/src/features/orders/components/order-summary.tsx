import type { Quote } from '@ferry/contracts';
import { displayRate, isFeeBreakdownHidden, partnerFeeOf } from '@ferry/rules';
import { useState } from 'react';
import styles from '../../../ui/order-screen.module.css';

/**
 * You pay / you receive (a sell: you sell / you receive) / rate / fees of the refreshed quote; the
 * fee lines hide per the partner.
 */
export function OrderSummary({ quote, isFeeCalculationHidden }: { quote: Quote; isFeeCalculationHidden: boolean }) {
  const isSell = quote.isBuyOrSell === 'SELL';
  const fiat = `${quote.fiatAmount} ${quote.fiatCurrency}`;
  const crypto = `${quote.cryptoAmount} ${quote.cryptoCurrency}`;
  const [isFeeOpen, setFeeOpen] = useState(false);
  const isHidden = isFeeBreakdownHidden({ isFeeCalculationHidden, partnerFee: partnerFeeOf(quote.feeBreakdown), fiatAmount: quote.fiatAmount });
  return (
    <section className={styles.section} aria-label="Order summary">
      <h2 className={styles.sectionTitle}>Summary</h2>
      <dl>
        <div className={styles.row}>
          <dt>{isSell ? 'You sell' : 'You pay'}</dt>
          <dd>{isSell ? crypto : fiat}</dd>
        </div>
        <div className={styles.row}>
          <dt>You receive (estimate)</dt>
          <dd>{isSell ? fiat : crypto}</dd>
        </div>
        <div className={styles.row}>
          <dt>Rate</dt>
          <dd>
            1 {quote.cryptoCurrency} = {displayRate(quote.conversionPrice, 2)} {quote.fiatCurrency}
          </dd>
        </div>
        {!isHidden && (
          <>
            <div className={styles.row}>
              <dt>Total fees</dt>
              <dd>
                {quote.totalFee} {quote.fiatCurrency}{' '}
                <button type="button" className={styles.linkButton} onClick={() => setFeeOpen(!isFeeOpen)}>
                  {isFeeOpen ? 'Hide' : 'See fees calculation'}
                </button>
              </dd>
            </div>
            {isFeeOpen &&
              quote.feeBreakdown.map((fee) => (
                <div key={fee.id} className={styles.row}>
                  <dt>{fee.name}</dt>
                  <dd>
                    {fee.value} {quote.fiatCurrency}
                  </dd>
                </div>
              ))}
          </>
        )}
      </dl>
    </section>
  );
}
