import { SANDBOX_WALLET_TOKENS } from '@ferry/contracts';
import type { CardBehaviour } from './sandbox-test-cards.js';

/** The sandbox pay sheet's stand-in tokens behave like the test cards they name. */
export function behaviourOfWalletToken(token: string): CardBehaviour | null {
  switch (token) {
    case SANDBOX_WALLET_TOKENS.visaSucceeds:
      return 'succeeds';
    case SANDBOX_WALLET_TOKENS.challenge:
      return 'challenge';
    case SANDBOX_WALLET_TOKENS.declined:
      return 'declined';
    default:
      return null;
  }
}
