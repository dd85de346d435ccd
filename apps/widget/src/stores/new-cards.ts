import { CardTokenResult } from '@ferry/contracts';
import { z } from 'zod';

const KEY = 'ferry.newCards';
const NewCards = z.array(CardTokenResult);

/**
 * Cards added in this tab but not yet saved by an order (spec 001 "new unsaved cards first"):
 * only the gateway's token and what may be shown, never the number. Kept in session storage.
 */
function save(cards: CardTokenResult[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(cards.slice(0, 5)));
  } catch {
    // Storage refused: the card still reaches confirm order through its URL.
  }
}

export const newCardsStore = {
  list(): CardTokenResult[] {
    try {
      const parsed = NewCards.safeParse(JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  },
  add(card: CardTokenResult): void {
    save([card, ...newCardsStore.list().filter((entry) => entry.token !== card.token)]);
  },
  remove(token: string): void {
    save(newCardsStore.list().filter((entry) => entry.token !== token));
  },
  find(token: string): CardTokenResult | undefined {
    return newCardsStore.list().find((card) => card.token === token);
  },
};
