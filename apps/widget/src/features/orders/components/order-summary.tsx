import type { Quote } from '@ferry/contracts';
import { displayRate, isFeeBreakdownHidden, partnerFeeOf } from '@ferry/rules';
import { useState } from 'react';
import { Section } from '../../../ui/section.js';
import rows from '../../../ui/detail-rows.module.css';
import text from '../../../ui/text.module.css';

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
    <Section title="Summary" label="Order summary">
      <dl className={rows.rows}>
        <div className={rows.row}>
          <dt>{isSell ? 'You sell' : 'You pay'}</dt>
          <dd>{isSell ? crypto : fiat}</dd>
        </div>
        <div className={rows.row}>
          <dt>You receive (estimate)</dt>
          <dd>{isSell ? fiat : crypto}</dd>
        </div>
        <div className={rows.row}>
          <dt>Rate</dt>
          <dd>
            1 {quote.cryptoCurrency} = {displayRate(quote.conversionPrice, 2)} {quote.fiatCurrency}
          </dd>
        </div>
        {!isHidden && (
          <>
            <div className={rows.row}>
              <dt>Total fees</dt>
              <dd>
                {quote.totalFee} {quote.fiatCurrency}{' '}
                <button type="button" className={text.linkButton} onClick={() => setFeeOpen(!isFeeOpen)}>
                  {isFeeOpen ? 'Hide' : 'See fees calculation'}
                </button>
              </dd>
            </div>
            {isFeeOpen &&
              quote.feeBreakdown.map((fee) => (
                <div key={fee.id} className={rows.row}>
                  <dt>{fee.name}</dt>
                  <dd>
                    {fee.value} {quote.fiatCurrency}
                  </dd>
                </div>
              ))}
          </>
        )}
      </dl>
    </Section>
  );
}
