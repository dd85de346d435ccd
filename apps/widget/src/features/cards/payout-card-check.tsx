import { CARD_AUTHORIZATION_COUNTDOWN_MS, type PayoutCardStatus, type PayoutCardValidation } from '@ferry/contracts';
import { useEffect, useRef, useState } from 'react';
import { usePayoutCardStatus } from '../../api/cards/get-payout-card-status.js';
import { messageForError } from '../../api/error-messages.js';
import { Spinner } from '../../ui/spinner.js';
import styles from './cards.module.css';
import text from '../../ui/text.module.css';
import { Page } from '../../ui/page.js';
import { useCountdownSeconds } from './use-countdown-seconds.js';
import { SCREEN_ERROR_TEXTS } from '../../i18n/screen-error-messages.js';
import { t } from '../../i18n/i18n.js';

/**
 * The sell variant's check of a new card (spec 001 sections 2 and 4): when the gateway needs the
 * cardholder's authentication, its page in a 'Card Authorization' frame, and after a 10-second
 * countdown an 'I've authorized the payment' link; then (or at once without a redirect) the payout
 * card status polled every 2 s until the card id arrives.
 */
export function PayoutCardCheck({
  validation,
  onAllowed,
  onRefused,
}: {
  validation: PayoutCardValidation;
  onAllowed: (status: PayoutCardStatus & { cardId: string }) => void;
  /** The card cannot receive payouts, or the check failed (which counts as not allowed). */
  onRefused: (message: string) => void;
}) {
  const { redirectionRequired, redirectUrl } = validation.pgData;
  const [isAuthorized, setAuthorized] = useState(!redirectionRequired);
  const status = usePayoutCardStatus(isAuthorized ? validation.paymentId : null);
  const secondsLeft = useCountdownSeconds(CARD_AUTHORIZATION_COUNTDOWN_MS);
  const result = status.data;

  // The parent's callbacks change every render; only a new outcome may call them.
  const handlers = useRef({ onAllowed, onRefused });
  useEffect(() => {
    handlers.current = { onAllowed, onRefused };
  });
  useEffect(() => {
    if (status.error) handlers.current.onRefused(messageForError(status.error));
    else if (result?.cardId) {
      if (result.isPayoutAllowed) handlers.current.onAllowed({ ...result, cardId: result.cardId });
      else handlers.current.onRefused(SCREEN_ERROR_TEXTS.CARD_NOT_PAYOUT_ELIGIBLE);
    }
  }, [result, status.error]);

  if (redirectionRequired && redirectUrl && !isAuthorized) {
    return (
      <Page>
        <h2 className={styles.authTitle}>{t('cards.authorization.title')}</h2>
        <p className={text.note}>{t('cards.authorization.text')}</p>
        <iframe title={t('cards.authorization.title')} src={redirectUrl} className={styles.authFrame} />
        {secondsLeft > 0 ? (
          <p className={text.note} aria-live="polite">
            {t('cards.authorization.countdown', { seconds: secondsLeft })}
          </p>
        ) : (
          <button type="button" className={styles.authLink} onClick={() => setAuthorized(true)}>
            {t('cards.authorization.done')}
          </button>
        )}
      </Page>
    );
  }
  return (
    <div className={styles.checking} role="status">
      <Spinner />
      <p className={text.note}>{t('cards.payoutCheck.checking')}</p>
    </div>
  );
}
