import { cardListKey, cardsForSelection, payoutCardNotice } from '@ferry/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from '../../routing/index.js';
import { deleteCard } from '../../api/cards/delete-card.js';
import { CARDS_QUERY_KEY, useCards } from '../../api/cards/get-cards.js';
import { usePayoutCards } from '../../api/cards/is-payout-card.js';
import { USER_QUERY_KEY } from '../../api/user/get-user.js';
import { readLocationState } from '../../layout/location-state.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { messageForError } from '../../api/error-messages.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { newCardsStore } from '../../stores/new-cards.js';
import { Button } from '../../ui/button.js';
import { Popup } from '../../ui/popup.js';
import { Artwork, artworkUrl } from '../../ui/artwork.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { LoadingSkeleton } from '../../ui/skeleton.js';
import { afterCardChosen, isSellCardFlow, payoutFiatCurrency } from './card-flow.js';
import styles from './cards.module.css';
import { SCREEN_ERROR_TEXTS } from '../../i18n/screen-error-messages.js';
import { t } from '../../i18n/i18n.js';

/** Why a payout card cannot be chosen, worded from its code. */
const payoutCardNoticeText = (card: { isPayoutAllowed?: boolean | undefined }) => (payoutCardNotice(card) ? SCREEN_ERROR_TEXTS.CARD_NOT_PAYOUT_ELIGIBLE : null);

type Row = { id: string; key: string; network: string; last4: string; isNew: boolean; notice: string | null };

/**
 * Select card (spec 001 section 2): new unsaved cards first, then the saved ones; delete asks
 * first. In the sell flow only saved cards are listed, payout-allowed first, and the ones that
 * cannot receive payouts are disabled with 'Card not eligible for payout'.
 */
export function SelectCardRoute() {
  const navigate = useNavigate();
  const state = readLocationState(useLocation().state);
  const queryClient = useQueryClient();
  const isSell = isSellCardFlow(state);
  const cards = useCards({ isEnabled: !isSell });
  const payoutCards = usePayoutCards({ fiatCurrency: payoutFiatCurrency(state), isEnabled: isSell });
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rows: Row[] | null = isSell
    ? (payoutCards?.map((card) => ({ id: card.id, key: card.id, network: card.network, last4: card.last4, isNew: false, notice: payoutCardNoticeText(card) })) ?? null)
    : cards.data
      ? cardsForSelection<Row>(
          newCardsStore
            .list()
            .map((card) => ({ id: card.token, key: cardListKey(card), network: card.scheme.toUpperCase(), last4: card.last4, isNew: true, notice: null })),
          cards.data.map((card) => ({
            id: card.id,
            key: cardListKey({ ...card, scheme: card.details.scheme }),
            network: card.network,
            last4: card.last4,
            isNew: false,
            notice: null,
          })),
        )
      : null;
  if (!rows) return <LoadingSkeleton />;

  const choose = (cardId: string) => {
    const next = afterCardChosen(cardId, state);
    void navigate(next.to, next.state ? { state: next.state } : undefined);
  };
  const addNew = () => void navigate(paths.addCard, { state: state.redirectPath ? { ...state, isOffRampStream: true } : state });

  const remove = async (cardId: string) => {
    setToDelete(null);
    try {
      await deleteCard(cardId);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
      const left = queryClient.getQueryData<unknown[]>(CARDS_QUERY_KEY) ?? [];
      if (left.length === 0 && (isSell || newCardsStore.list().length === 0)) void navigate(paths.addCard, { replace: true, state });
    } catch (error) {
      setFailure(messageForError(error));
    }
  };

  return (
    <>
      <Header title={t('cards.select.title')} back="history" />
      <ScreenBody>
        <ul className={styles.list} aria-label={t('cards.select.list')}>
          {rows.map((row) => (
            <li key={row.id} className={styles.card}>
              <button type="button" className={styles.choose} disabled={row.notice !== null} onClick={() => choose(row.id)}>
                <Artwork src={artworkUrl.scheme(row.network)} alt="" size={28} shape="tile" />
                <span>
                  <span className={styles.network}>{row.network}</span>**** {row.last4}
                  {row.notice && <span className={styles.notice}>{row.notice}</span>}
                </span>
              </button>
              {!row.isNew && (
                <button type="button" className={styles.remove} aria-label={t('cards.select.deleteCard', { network: row.network, last4: row.last4 })} onClick={() => setToDelete(row.id)}>
                  {t('cards.select.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </ScreenBody>
      <StickyFooter buttonText={t('cards.select.addNew')} onButtonClick={addNew} />
      {toDelete && (
        <Popup
          tone="info"
          message={t('cards.select.deleteQuestion')}
          onDismiss={() => setToDelete(null)}
          actions={
            <Button fullWidth onClick={() => void remove(toDelete)}>
              {t('cards.select.deleteYes')}
            </Button>
          }
        />
      )}
      <ErrorDrawer isOpen={failure !== null} message={failure ?? ''} onClose={() => setFailure(null)} />
    </>
  );
}
