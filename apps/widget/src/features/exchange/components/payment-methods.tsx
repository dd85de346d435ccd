import type { PaymentMethodId, PaymentOption } from '@ferry/contracts';
import { paymentMethodName, paymentMethodTiming, unavailabilityText } from '../../../i18n/payment-method-texts.js';
import { Artwork, artworkUrl } from '../../../ui/artwork.js';
import styles from './payment-methods.module.css';

export interface PaymentMethodsProps {
  legend: string;
  options: readonly PaymentOption[];
  value: PaymentMethodId | undefined;
  onChange: (id: PaymentMethodId) => void;
  isLocked: boolean;
}

/** The schemes a card payment accepts (spec 001 section 5), shown on the card option. */
const CARD_SCHEMES = [
  { id: 'visa', name: 'Visa' },
  { id: 'mastercard', name: 'Mastercard' },
];

/**
 * Payment methods as radio cards: the method's icon, its name and timing, and a drawn radio mark;
 * enabled first; a disabled one shows why it is unavailable. The native radio stays (hidden) so
 * keyboard and screen readers work as with any radio group. Names, timings and reasons are the
 * catalogue's, by the method's id and the reason's code (the server's are English only).
 */
export function PaymentMethods({ legend, options, value, onChange, isLocked }: PaymentMethodsProps) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={[styles.method, option.disabled ? styles.disabled : ''].join(' ')}>
          <input
            className={styles.input}
            type="radio"
            name="payment-method"
            value={option.id}
            checked={option.id === value}
            disabled={option.disabled || (isLocked && option.id !== value)}
            onChange={() => onChange(option.id)}
          />
          <Artwork src={option.icon} alt="" size={32} shape="tile" />
          <span className={styles.text}>
            <span className={styles.name}>{paymentMethodName(option.id)}</span>
            {option.disabled && option.unavailabilityCode ? (
              <span className={styles.reason}>{unavailabilityText(option.unavailabilityCode)}</span>
            ) : (
              option.displayMessage && <span className={styles.message}>{paymentMethodTiming(option.id)}</span>
            )}
          </span>
          {option.id === 'credit_debit_card' && (
            <span className={styles.schemes}>
              {CARD_SCHEMES.map((scheme) => (
                <Artwork key={scheme.id} src={artworkUrl.scheme(scheme.id)} alt={scheme.name} size={22} shape="tile" />
              ))}
            </span>
          )}
          <span className={styles.mark} aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
}
