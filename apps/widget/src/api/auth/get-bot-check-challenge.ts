import { BotCheckChallenge } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** GET auth/bot-check/challenge: a single-use challenge for the invisible bot check. */
export function getBotCheckChallenge(signal?: AbortSignal) {
  return apiRequest('auth/bot-check/challenge', { schema: BotCheckChallenge, signal });
}
