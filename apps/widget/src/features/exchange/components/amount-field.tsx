import { useId } from 'react';
import { ChevronDownIcon } from './chevron-down-icon.js';
import { CurrencyLogo } from './currency-logo.js';
import styles from './calculator.module.css';
import { t } from '../../../i18n/i18n.js';
import { decimalMark } from '../../../i18n/figure.js';

export interface CurrencyButtonProps {
  symbol: string;
  image?: string | undefined;
  network?: string | undefined;
  /** Opens the chooser; absent when the partner fixed the currency. */
  onOpen?: (() => void) | undefined;
  label: string;
}

export function CurrencyButton({ symbol, image, network, onOpen, label }: CurrencyButtonProps) {
  const content = (
    <>
      <CurrencyLogo symbol={symbol} image={image} network={network} size={24} />
      <span className={styles.currencyText}>
        <span>{symbol}</span>
        {network && <span className={styles.currencyNetwork}>{network}</span>}
      </span>
      {onOpen && <ChevronDownIcon />}
    </>
  );
  return onOpen ? (
    <button type="button" className={styles.currencyButton} onClick={onOpen} aria-label={label}>
      {content}
    </button>
  ) : (
    <span className={styles.currencyButton} aria-label={label}>
      {content}
    </span>
  );
}

/** Long amounts get a smaller type so every digit stays visible on a narrow screen. */
export function amountSizeClass(text: string | undefined): string {
  const length = text?.length ?? 0;
  return (length > 11 ? styles.amountSmall : length > 8 ? styles.amountMedium : '') ?? '';
}

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  currency: CurrencyButtonProps;
  isInvalid: boolean;
  errorId: string;
}

/**
 * 'You pay' (or 'You sell'): a decimal amount and its currency chooser. The amount shows the
 * locale's decimal mark (10,5 in German); whatever mark is typed, `onChange` gets the text and the
 * value stays a decimal string with a point (model/amount-text.ts).
 */
export function AmountField({ label, value, onChange, currency, isInvalid, errorId }: AmountFieldProps) {
  const id = useId();
  const shown = value.replace('.', decimalMark());
  return (
    <div className={[styles.field, isInvalid ? styles.invalid : ''].join(' ')}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.fieldRow}>
        <input
          id={id}
          className={[styles.amountInput, amountSizeClass(shown)].join(' ')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={shown}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <CurrencyButton {...currency} />
      </div>
    </div>
  );
}

/** 'You receive (estimate)': the quote's amount, or a dash while there is none. */
export function ReceiveField({
  value,
  isLoading,
  currency,
  label = t('exchange.youReceive'),
}: {
  value: string | undefined;
  isLoading: boolean;
  currency: CurrencyButtonProps;
  label?: string;
}) {
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <div className={styles.fieldRow}>
        <output className={[styles.receiveValue, amountSizeClass(value)].join(' ')} aria-label={label} aria-busy={isLoading || undefined}>
          {value ?? (isLoading ? '…' : '—')}
        </output>
        <CurrencyButton {...currency} />
      </div>
    </div>
  );
}
