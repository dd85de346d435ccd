import type { PaymentOption } from '@ferry/contracts';
import { useStreamFee } from '../../../api/stream/get-stream-fee.js';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';
import styles from '../stream.module.css';
import text from '../../../ui/text.module.css';


/**
 * 'Fees Applicable' (the stream fee as a percentage, the partner's sell fee separate) and
 * 'Transaction Limit' (the payout minimum; a maximum for cards only), each collapsible.
 */
export function MethodDetails({ option, fiatCurrency, partnerApiKey, partnerSellFee }: { option: PaymentOption; fiatCurrency: string; partnerApiKey: string; partnerSellFee: string }) {
  const fee = useStreamFee({ fiatCurrency, partnerApiKey, paymentMethod: option.id });
  const isCard = option.id === 'credit_debit_card';
  return (
    <>
      <details className={styles.collapsible} open>
        <summary>{t('stream.method.feesApplicable')}</summary>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('stream.method.streamFee')}</dt>
            <dd>{fee.data ? t('stream.method.percent', { percent: formatDecimal(fee.data.ferryOffRampStreamFeePercentage) }) : '…'}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('stream.method.partnerFee')}</dt>
            <dd>{t('stream.method.percent', { percent: formatDecimal(partnerSellFee) })}</dd>
          </div>
        </dl>
        <p className={text.note}>{t('stream.method.partnerFeeNote')}</p>
      </details>
      <details className={styles.collapsible} open>
        <summary>{t('stream.method.transactionLimit')}</summary>
        <dl className={styles.rows}>
          {option.minAmountForPayOut !== undefined && (
            <div className={styles.row}>
              <dt>{t('stream.method.minimum')}</dt>
              <dd>
                {formatDecimal(option.minAmountForPayOut)} {fiatCurrency}
              </dd>
            </div>
          )}
          {isCard && option.maxAmountForPayOut !== undefined && (
            <div className={styles.row}>
              <dt>{t('stream.method.maximum')}</dt>
              <dd>
                {formatDecimal(option.maxAmountForPayOut)} {fiatCurrency}
              </dd>
            </div>
          )}
        </dl>
      </details>
    </>
  );
}
