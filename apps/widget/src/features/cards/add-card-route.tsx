import { acceptanceLabel, canSubmitCard, cardFieldError, cardNumberNotice } from '@ferry/rules';
import type { AcceptanceLabel } from '@ferry/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Header } from '../../app/shell/header.js';
import { StickyFooter } from '../../app/shell/sticky-footer.js';
import { newCardsStore } from '../../stores/new-cards.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './cards.module.css';
import { cardFormUrl, useCardForm } from './use-card-form.js';

/** The acceptance-rate hint per level (the spec names the levels, not their phrases). */
const ACCEPTANCE_HINTS: Record<AcceptanceLabel, string> = {
  HIGH: 'High chance of success: payments with this card usually go through.',
  MEDIUM: 'Good chance of success with this card.',
  LOW: 'Payments with this card are sometimes declined.',
  VERY_LOW: 'Payments with this card are often declined. A debit card works best.',
};

/**
 * Add card, buy variant (spec 001 sections 2 and 5): the gateway's hosted card form in its own
 * iframe, the field errors, the BIN check with its acceptance hint, and 'Add Card'.
 */
export function AddCardRoute() {
  const navigate = useNavigate();
  const { frameRef, fields, scheme, bin, isCardValid, tokenize } = useCardForm();
  const [name, setName] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameId = useId();
  const numberNotice = cardNumberNotice({ scheme, binStatus: bin?.binStatus ?? null, displayMessage: bin?.displayMessage ?? null });
  const errors = (['card-number', 'expiry-date', 'cvv'] as const)
    .map((field) => cardFieldError({ field, ...fields[field] }))
    .filter((error): error is string => error !== null);
  const canAdd = canSubmitCard({ variant: 'buy', isCardValid, scheme, binStatus: bin?.binStatus ?? null });

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      const card = await tokenize(name.trim());
      newCardsStore.add(card);
      void navigate(`/user/confirm-order?${new URLSearchParams({ cardId: card.token })}`);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Header title="Add Card" back="history" />
      <ScreenBody>
        <div className={styles.page}>
          <iframe ref={frameRef} title="Card details" src={cardFormUrl()} className={styles.frame} />
          {[...(numberNotice ? [numberNotice] : []), ...errors].map((error) => (
            <p key={error} role="alert" className={styles.error}>
              {error}
            </p>
          ))}
          <div>
            <label htmlFor={nameId} className={styles.label}>
              Cardholder name
            </label>
            <input id={nameId} className={styles.input} value={name} autoComplete="cc-name" onChange={(event) => setName(event.target.value)} />
          </div>
          {bin?.binStatus === 'ALLOWED' && <p className={styles.hint}>{ACCEPTANCE_HINTS[acceptanceLabel(bin.acceptance)]}</p>}
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <p className={styles.note}>Use a debit card for the smoothest experience.</p>
        </div>
      </ScreenBody>
      <StickyFooter buttonText="Add Card" onButtonClick={() => void submit()} isButtonDisabled={!canAdd} isButtonLoading={isSubmitting} />
    </>
  );
}
