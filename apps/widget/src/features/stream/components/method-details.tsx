import type { PaymentOption } from '@ferry/contracts';
import { useStreamFee } from '../../../api/stream/get-stream-fee.js';
import { STREAM_MESSAGES } from '../../../i18n/stream-messages.js';
import styles from '../stream.module.css';
import text from '../../../ui/text.module.css';

const texts = STREAM_MESSAGES.method;

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
        <summary>{texts.feesApplicable}</summary>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{texts.streamFee}</dt>
            <dd>{fee.data ? `${fee.data.ferryOffRampStreamFeePercentage}%` : '…'}</dd>
          </div>
          <div className={styles.row}>
            <dt>{texts.partnerFee}</dt>
            <dd>{partnerSellFee}%</dd>
          </div>
        </dl>
        <p className={text.note}>{texts.partnerFeeNote}</p>
      </details>
      <details className={styles.collapsible} open>
        <summary>{texts.transactionLimit}</summary>
        <dl className={styles.rows}>
          {option.minAmountForPayOut !== undefined && (
            <div className={styles.row}>
              <dt>{texts.minimum}</dt>
              <dd>
                {option.minAmountForPayOut} {fiatCurrency}
              </dd>
            </div>
          )}
          {isCard && option.maxAmountForPayOut !== undefined && (
            <div className={styles.row}>
              <dt>{texts.maximum}</dt>
              <dd>
                {option.maxAmountForPayOut} {fiatCurrency}
              </dd>
            </div>
          )}
        </dl>
      </details>
    </>
  );
}
