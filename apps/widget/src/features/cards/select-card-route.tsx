import { cardsForSelection, DELETE_CARD_QUESTION } from '@ferry/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteCard } from '../../api/cards/delete-card.js';
import { CARDS_QUERY_KEY, useCards } from '../../api/cards/get-cards.js';
import { USER_QUERY_KEY } from '../../api/user/get-user.js';
import { ErrorDrawer } from '../../app/shell/error-drawer.js';
import { messageForError } from '../../api/error-messages.js';
import { Header } from '../../app/shell/header.js';
import { LoadingScreen } from '../../app/shell/loading-screen.js';
import { StickyFooter } from '../../app/shell/sticky-footer.js';
import { newCardsStore } from '../../stores/new-cards.js';
import { Button } from '../../ui/button.js';
import { Popup } from '../../ui/popup.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './cards.module.css';

type Row = { id: string; network: string; last4: string; isNew: boolean };

/** Select card (spec 001 section 2): new unsaved cards first, then the saved ones; delete asks first. */
export function SelectCardRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cards = useCards();
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!cards.data) return <LoadingScreen />;
  const rows = cardsForSelection<Row>(
    newCardsStore.list().map((card) => ({ id: card.token, network: card.scheme.toUpperCase(), last4: card.last4, isNew: true })),
    cards.data.map((card) => ({ id: card.id, network: card.network, last4: card.last4, isNew: false })),
  );

  const remove = async (cardId: string) => {
    setToDelete(null);
    try {
      await deleteCard(cardId);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
      const left = queryClient.getQueryData<unknown[]>(CARDS_QUERY_KEY) ?? [];
      if (left.length === 0 && newCardsStore.list().length === 0) void navigate('/user/add-card', { replace: true });
    } catch (error) {
      setFailure(messageForError(error));
    }
  };

  return (
    <>
      <Header title="Select Card" back="history" />
      <ScreenBody>
        <ul className={styles.list} aria-label="Cards">
          {rows.map((row) => (
            <li key={row.id} className={styles.card}>
              <button type="button" className={styles.choose} onClick={() => void navigate(`/user/confirm-order?${new URLSearchParams({ cardId: row.id })}`)}>
                <span className={styles.network}>{row.network}</span>**** {row.last4}
              </button>
              {!row.isNew && (
                <button type="button" className={styles.remove} aria-label={`Delete ${row.network} **** ${row.last4}`} onClick={() => setToDelete(row.id)}>
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      </ScreenBody>
      <StickyFooter buttonText="Add New Card" onButtonClick={() => void navigate('/user/add-card')} />
      {toDelete && (
        <Popup
          tone="info"
          message={DELETE_CARD_QUESTION}
          onDismiss={() => setToDelete(null)}
          actions={
            <Button fullWidth onClick={() => void remove(toDelete)}>
              Yes
            </Button>
          }
        />
      )}
      <ErrorDrawer isOpen={failure !== null} message={failure ?? ''} onClose={() => setFailure(null)} />
    </>
  );
}
