import { BinVerification, type VerifyCardRequest } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST cards/verify: the BIN check (binStatus, displayMessage, acceptance). */
export function verifyCard(body: VerifyCardRequest, signal?: AbortSignal) {
  return apiRequest('cards/verify', { schema: BinVerification, method: 'POST', body, signal });
}
