import { getBotCheckChallenge } from '../../../api/auth/get-bot-check-challenge.js';
import { hcaptchaToken } from './hcaptcha.js';
import { altchaToken } from './solve-altcha.js';
import { solveInWorker } from './solve-in-worker.js';

/** The bot check could not produce a token (no challenge, no solution, hCaptcha unavailable). */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';
}

/** Fetches a challenge and answers it: the token that goes in X-Hcaptcha-Token. */
export async function produceBotCheckToken(signal: AbortSignal): Promise<string> {
  const challenge = await getBotCheckChallenge(signal).catch((cause: unknown) => {
    throw new BotCheckError('no bot-check challenge', { cause });
  });
  if (challenge.provider === 'hcaptcha') {
    return hcaptchaToken(challenge.siteKey).catch((cause: unknown) => {
      throw new BotCheckError('hCaptcha failed', { cause });
    });
  }
  const number = await solveInWorker(challenge, signal);
  if (number === null) throw new BotCheckError('no solution found');
  return altchaToken(challenge, number);
}
