import { DeleteCardResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** DELETE cards {cardId}; the caller refetches the cards and the user. */
export function deleteCard(cardId: string) {
  return apiRequest('cards', { schema: DeleteCardResponse, method: 'DELETE', body: { cardId } });
}
