import type { PaymentMethodId, PaymentOption } from '@ferry/contracts';
import styles from './payment-methods.module.css';

export interface PaymentMethodsProps {
  legend: string;
  options: readonly PaymentOption[];
  value: PaymentMethodId | undefined;
  onChange: (id: PaymentMethodId) => void;
  isLocked: boolean;
}

/** Payment-method radios: enabled first; a disabled one shows why it is unavailable. */
export function PaymentMethods({ legend, options, value, onChange, isLocked }: PaymentMethodsProps) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={[styles.method, option.disabled ? styles.disabled : ''].join(' ')}>
          <input
            type="radio"
            name="payment-method"
            value={option.id}
            checked={option.id === value}
            disabled={option.disabled || (isLocked && option.id !== value)}
            onChange={() => onChange(option.id)}
          />
          <span className={styles.text}>
            <span className={styles.name}>{option.name}</span>
            {option.disabled && option.unavailabilityReason ? (
              <span className={styles.reason}>{option.unavailabilityReason}</span>
            ) : (
              option.displayMessage && <span className={styles.message}>{option.displayMessage}</span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
