import type { Quote } from '@ferry/contracts';
import { displayRate, isFeeBreakdownHidden, partnerFeeOf } from '@ferry/rules';
import { useState } from 'react';
import { Section } from '../../../ui/section.js';
import rows from '../../../ui/detail-rows.module.css';
import text from '../../../ui/text.module.css';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';

/**
 * You pay / you receive (a sell: you sell / you receive) / rate / fees of the refreshed quote; the
 * fee lines hide per the partner.
 */
export function OrderSummary({ quote, isFeeCalculationHidden }: { quote: Quote; isFeeCalculationHidden: boolean }) {
  const isSell = quote.isBuyOrSell === 'SELL';
  const fiat = `${formatDecimal(quote.fiatAmount)} ${quote.fiatCurrency}`;
  const crypto = `${formatDecimal(quote.cryptoAmount)} ${quote.cryptoCurrency}`;
  const [isFeeOpen, setFeeOpen] = useState(false);
  const isHidden = isFeeBreakdownHidden({ isFeeCalculationHidden, partnerFee: partnerFeeOf(quote.feeBreakdown), fiatAmount: quote.fiatAmount });
  return (
    <Section title={t('orders.confirm.summary')} label={t('orders.confirm.summaryLabel')}>
      <dl className={rows.rows}>
        <div className={rows.row}>
          <dt>{isSell ? t('orders.fields.youSell') : t('orders.fields.youPay')}</dt>
          <dd>{isSell ? crypto : fiat}</dd>
        </div>
        <div className={rows.row}>
          <dt>{t('orders.confirm.youReceiveEstimate')}</dt>
          <dd>{isSell ? fiat : crypto}</dd>
        </div>
        <div className={rows.row}>
          <dt>{t('orders.confirm.rate')}</dt>
          <dd>{t('orders.confirm.rateValue', { crypto: quote.cryptoCurrency, rate: formatDecimal(displayRate(quote.conversionPrice, 2)), fiat: quote.fiatCurrency })}</dd>
        </div>
        {!isHidden && (
          <>
            <div className={rows.row}>
              <dt>{t('orders.fields.totalFees')}</dt>
              <dd>
                {formatDecimal(quote.totalFee)} {quote.fiatCurrency}{' '}
                <button type="button" className={text.linkButton} onClick={() => setFeeOpen(!isFeeOpen)}>
                  {isFeeOpen ? t('orders.confirm.hideFees') : t('orders.confirm.showFees')}
                </button>
              </dd>
            </div>
            {isFeeOpen &&
              quote.feeBreakdown.map((fee) => (
                <div key={fee.id} className={rows.row}>
                  <dt>{t(`orders.fee.${fee.id}`)}</dt>
                  <dd>
                    {formatDecimal(fee.value)} {quote.fiatCurrency}
                  </dd>
                </div>
              ))}
          </>
        )}
      </dl>
    </Section>
  );
}
