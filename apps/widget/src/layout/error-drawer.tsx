import { t } from '../i18n/i18n.js';
import { BottomDrawer } from '../ui/bottom-drawer.js';
import { Button } from '../ui/button.js';
import { AlertIcon } from '../ui/icons.js';
import styles from './error-drawer.module.css';

export interface ErrorDrawerProps {
  isOpen: boolean;
  message: string;
  onClose: () => void;
  title?: string;
  buttonText?: string;
  /** What the user sent with the failed call (spec 000 section 8: the e-mail of a code request). */
  inputs?: ReadonlyArray<{ label: string; value: string }>;
}

/** A failed call's message, sliding up from the bottom ('Oops!', 'OK' unless given); the button and the overlay close it. */
export function ErrorDrawer({ isOpen, message, onClose, title, buttonText, inputs = [] }: ErrorDrawerProps) {
  return (
    <BottomDrawer isOpen={isOpen} onClose={onClose}>
      <div className={styles.content} role="alert">
        <span className={styles.icon}>
          <AlertIcon width={24} height={24} />
        </span>
        <h2 className={styles.title}>{title ?? t('layout.error.title')}</h2>
        <p className={styles.message}>{message}</p>
        {inputs.length > 0 && (
          <dl className={styles.inputs}>
            {inputs.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Button size="lg" fullWidth onClick={onClose}>
          {buttonText ?? t('layout.error.ok')}
        </Button>
      </div>
    </BottomDrawer>
  );
}
