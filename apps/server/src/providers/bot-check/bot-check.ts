import type { BotCheckChallenge } from '@ferry/contracts';

/** What a bot-check token proved: a person (or enough work) passed, or it failed, or it came too late. */
export type BotCheckResult = 'passed' | 'failed' | 'expired';

/**
 * The invisible check before an e-mail code is sent: self-hosted ALTCHA proof of work by default,
 * hCaptcha when its secret and site key are configured. Tokens travel in X-Hcaptcha-Token.
 */
export interface BotCheckProvider {
  readonly name: string;
  createChallenge(now: Date): Promise<BotCheckChallenge>;
  /** Spends the token: a token that passed once never passes again. */
  verify(token: string | undefined, now: Date): Promise<BotCheckResult>;
}
