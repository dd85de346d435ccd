import type { CryptoCurrency, PaymentMethodId } from '@ferry/contracts';
import { QUOTE_DEBOUNCE_MS } from '@ferry/contracts';
import { type CalculatorRangeError, calculatorRangeError, isCalculatorAmountInRange, sellLimitFor, streamEstimateOf } from '@ferry/rules';
import { useState } from 'react';
import { useQuote } from '../../../api/quotes/get-quote.js';
import { useSellLimits } from '../../../api/quotes/get-sell-limits.js';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import { useStreamFee } from '../../../api/stream/get-stream-fee.js';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { Field } from '../../../ui/field.js';
import { Spinner } from '../../../ui/spinner.js';
import styles from '../stream.module.css';
import { useSettledValue } from './use-settled-value.js';

type Props = { crypto: CryptoCurrency; fiatCurrency: string; paymentMethod: PaymentMethodId; partnerApiKey: string; isOpen: boolean; onClose: () => void };

/** Spec 001 section 5: below the minimum, above the maximum (amounts of the crypto). */
const rangeErrorText = (error: CalculatorRangeError) =>
  error.code === 'BELOW_MINIMUM'
    ? t('stream.calculator.belowMinimum', { min: formatDecimal(error.min) })
    : t('stream.calculator.aboveMaximum', { max: formatDecimal(error.max) });

/**
 * The conversion calculator (spec 001 sections 2, 4 and 5): an amount of crypto, priced by a quote
 * only within the transaction limits and 600 ms after the typing stops (a newer request aborts the
 * older one); the estimate is the quote's value minus the stream fee, as a deposit is paid out.
 */
export function CalculatorDrawer({ crypto, fiatCurrency, paymentMethod, partnerApiKey, isOpen, onClose }: Props) {
  const [amount, setAmount] = useState('');
  const limits = useSellLimits(partnerApiKey, isOpen);
  const fee = useStreamFee(isOpen ? { fiatCurrency, partnerApiKey, paymentMethod } : null);
  const fiat = useFiatCurrencies().data?.find((candidate) => candidate.symbol === fiatCurrency);
  const range = sellLimitFor(limits.data, { cryptoCurrency: crypto.symbol, fiatCurrency, paymentMethod });
  const bounds = { amount, min: range.minCryptoAmount, max: range.maxCryptoAmount };
  const settled = useSettledValue(amount.trim(), QUOTE_DEBOUNCE_MS);
  const isQuotable = isOpen && limits.isSuccess && settled === amount.trim() && isCalculatorAmountInRange({ ...bounds, amount: settled });
  const quote = useQuote(
    isQuotable
      ? { cryptoAmount: settled, fiatCurrency, cryptoCurrency: crypto.symbol, network: crypto.network.name, paymentMethod, partnerApiKey, isBuyOrSell: 'SELL' }
      : null,
  );
  const rangeError = limits.isSuccess ? calculatorRangeError(bounds) : null;
  const payout =
    quote.data && fee.data && fiat
      ? streamEstimateOf({
          cryptoAmount: quote.data.cryptoAmount,
          quoteFiatAmount: quote.data.fiatAmount,
          quoteTotalFeesFiat: quote.data.totalFeesFiat,
          feePercentage: fee.data.ferryOffRampStreamFeePercentage,
          fiatRoundOff: fiat.roundOff,
        })
      : null;
  return (
    <BottomDrawer isOpen={isOpen} title={t('stream.calculator.title')} onClose={onClose} hasCloseButton>
      <div className={styles.drawerBody}>
        <Field
          label={t('stream.calculator.youSend')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
          error={rangeError ? rangeErrorText(rangeError) : null}
          trailing={<span className={styles.unit}>{crypto.symbol}</span>}
        />
        {isQuotable && quote.isFetching && <Spinner size="inline" label={t('stream.calculator.loading')} />}
        {payout && quote.data && !rangeError && (
          <dl className={styles.rows} aria-label={t('stream.calculator.youReceive')}>
            <div className={styles.row}>
              <dt>{t('stream.calculator.youReceive')}</dt>
              <dd>
                {formatDecimal(payout.fiatAmount)} {fiatCurrency}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t('stream.calculator.rate')}</dt>
              <dd>{t('stream.calculator.rateValue', { crypto: crypto.symbol, rate: formatDecimal(payout.rate), fiat: fiatCurrency })}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('stream.calculator.fee', { percent: formatDecimal(fee.data?.ferryOffRampStreamFeePercentage ?? '') })}</dt>
              <dd>
                {formatDecimal(payout.feeInFiat)} {fiatCurrency}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </BottomDrawer>
  );
}
