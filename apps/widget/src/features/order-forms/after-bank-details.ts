import { paths } from '../../config/paths.js';
import type { LocationState } from '../../app/location-state.js';

/**
 * After bank details (spec 000 section 2, spec 001 section 4): the off-ramp stream's terms when a
 * redirect path is in the navigation state (the bank id kept in state), else confirm order with
 * the bank id in the query.
 */
export function afterBankDetails(bankId: string, state: LocationState): { to: string; state?: LocationState } {
  if (state.redirectPath) return { to: paths.streamOnboardingTerms, state: { ...state, bankId } };
  return { to: `${paths.confirmOrder}?${new URLSearchParams({ bankId })}` };
}
