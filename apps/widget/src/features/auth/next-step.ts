import { paths } from '../../config/paths.js';

/**
 * Where a fresh sign-in goes (spec 000 section 4 "Sign-in"): confirm order, whose pre-order
 * routing sends the user on; without a quote there is no order yet, so back to the exchange.
 */
export function nextStepAfterSignIn({ hasQuote }: { hasQuote: boolean }): string {
  return hasQuote ? paths.confirmOrder : paths.exchange;
}
