import { canSubmitCard, cardAcceptance, cardFieldError, cardNumberNotice } from '@ferry/rules';
import type { AcceptanceLabel, PayoutCardValidation } from '@ferry/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from '../../routing/index.js';
import { CARDS_QUERY_KEY } from '../../api/cards/get-cards.js';
import { validatePayoutCard } from '../../api/cards/validate-payout-card.js';
import { isApiError } from '../../api/api-error.js';
import { messageForError } from '../../api/error-messages.js';
import { readLocationState } from '../../layout/location-state.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { newCardsStore } from '../../stores/new-cards.js';
import { Field } from '../../ui/field.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { afterPayoutCardAdded, isSellCardFlow, payoutFiatCurrency } from './card-flow.js';
import styles from './cards.module.css';
import text from '../../ui/text.module.css';
import { Page } from '../../ui/page.js';
import { PayoutCardCheck } from './payout-card-check.js';
import { CardFieldsSkeleton } from './card-fields-skeleton.js';
import { useCardForm } from './use-card-form.js';
import { CARD_FIELD_TEXTS, cardNumberNoticeText } from '../../i18n/form-messages.js';
import { t } from '../../i18n/i18n.js';

/** The acceptance-rate hint per level (the spec names the levels, not their phrases). */
const ACCEPTANCE_HINTS: Record<AcceptanceLabel, () => string> = {
  HIGH: () => t('cards.acceptance.high'),
  MEDIUM: () => t('cards.acceptance.medium'),
  LOW: () => t('cards.acceptance.low'),
  VERY_LOW: () => t('cards.acceptance.veryLow'),
};

/**
 * Add card (spec 001 sections 2 and 5): the gateway's hosted card form in its own iframe, the
 * field errors and 'Add Card'. Buy variant: the BIN check with its acceptance hint, then confirm
 * order with the new card's token. Sell variant (any other flow, or the off-ramp stream's flag):
 * a valid Visa or Mastercard is enough; the card is then validated for payouts (PayoutCardCheck).
 */
export function AddCardRoute() {
  const navigate = useNavigate();
  const state = readLocationState(useLocation().state);
  const queryClient = useQueryClient();
  const isSell = isSellCardFlow(state);
  const { frameRef, anchorRef, frameSrc, fields, scheme, bin, isReady, isCardValid, tokenize } = useCardForm();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [validation, setValidation] = useState<PayoutCardValidation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const notice = cardNumberNotice({ scheme, binStatus: bin?.binStatus ?? null, displayMessage: bin?.displayMessage ?? null });
  const numberNotice = notice ? cardNumberNoticeText(notice) : null;
  const errors = (['card-number', 'expiry-date', 'cvv'] as const)
    .filter((field) => cardFieldError({ field, ...fields[field] }) !== null)
    .map((field) => CARD_FIELD_TEXTS[field]);
  const acceptance = isSell ? null : cardAcceptance({ scheme, binStatus: bin?.binStatus ?? null, acceptance: bin?.acceptance ?? null });
  // Tokenising the card and, for a payout card, validating it is one submit: 'Add Card' loads through both.
  const adding = useMutation({
    mutationFn: async (cardholderName: string) => {
      const card = await tokenize(cardholderName);
      return { card, validation: isSell ? await validatePayoutCard({ token: card.token, fiatCurrency: payoutFiatCurrency(state) ?? 'EUR' }) : null };
    },
  });
  const canAdd = canSubmitCard({ variant: isSell ? 'sell' : 'buy', isCardValid, scheme, binStatus: bin?.binStatus ?? null });

  const submit = async () => {
    setFailure(null);
    try {
      const { card, validation: payoutValidation } = await adding.mutateAsync(name.trim());
      if (payoutValidation) {
        setValidation(payoutValidation);
      } else {
        newCardsStore.add(card);
        void navigate(`${paths.confirmOrder}?${new URLSearchParams({ cardId: card.token })}`);
      }
    } catch (error) {
      // The card form's own refusals are plain errors with their message; the API's go through the catalogue.
      setFailure(isApiError(error) ? messageForError(error) : (error as Error).message);
    }
  };

  const onAllowed = ({ cardId }: { cardId: string }) => {
    void queryClient.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
    const next = afterPayoutCardAdded(cardId, state);
    void navigate(next.to, next.state ? { state: next.state } : undefined);
  };
  // A card that cannot receive payouts: the drawer, then select card with the state kept (spec 001 section 8).
  const closeRefusal = () => {
    setRefusal(null);
    void queryClient.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
    void navigate(paths.selectCard, { state });
  };

  return (
    <>
      <Header title={t('cards.add.title')} back="history" />
      <ScreenBody>
        {validation ? (
          <PayoutCardCheck validation={validation} onAllowed={onAllowed} onRefused={setRefusal} />
        ) : (
          <Page>
            <div ref={anchorRef} className={styles.frameBox}>
              {!isReady && <CardFieldsSkeleton />}
              {frameSrc && <iframe ref={frameRef} title={t('cards.add.frame')} src={frameSrc} className={styles.frame} />}
            </div>
            {[...(numberNotice ? [numberNotice] : []), ...errors].map((error) => (
              <p key={error} role="alert" className={styles.error}>
                {error}
              </p>
            ))}
            <Field label={t('cards.add.cardholderName')} value={name} autoComplete="cc-name" onChange={(event) => setName(event.target.value)} />
            {acceptance && <p className={styles.hint}>{ACCEPTANCE_HINTS[acceptance]()}</p>}
            {failure && (
              <p role="alert" className={styles.error}>
                {failure}
              </p>
            )}
            <p className={text.note}>{isSell ? t('cards.add.sellNote') : t('cards.add.buyNote')}</p>
          </Page>
        )}
      </ScreenBody>
      <StickyFooter
        {...(validation ? {} : { buttonText: t('cards.add.title'), onButtonClick: () => void submit(), isButtonDisabled: !canAdd, isButtonLoading: adding.isPending })}
      />
      <ErrorDrawer isOpen={refusal !== null} message={refusal ?? ''} onClose={closeRefusal} />
    </>
  );
}
