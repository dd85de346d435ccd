import { paths } from '../../config/paths.js';
import type { LocationState } from '../../layout/location-state.js';

/**
 * After an order form submits (spec 000 section 2, spec 001 section 4): the off-ramp stream's terms
 * when a redirect path is in the navigation state (a bank id kept in state), else confirm order
 * with the optional bankId query.
 */
export function afterOrderForm({ bankId, state }: { bankId?: string | undefined; state: LocationState }): { to: string; state?: LocationState } {
  if (state.redirectPath) return { to: paths.streamOnboardingTerms, state: bankId ? { ...state, bankId } : state };
  return { to: bankId ? `${paths.confirmOrder}?${new URLSearchParams({ bankId })}` : paths.confirmOrder };
}

/** 'ORDER Step n/m': the form's place among the pending forms, else a single step. */
export function orderStepOf(pendingIds: readonly string[], formId: string): { step: number; total: number } {
  const index = pendingIds.indexOf(formId);
  return index < 0 ? { step: 1, total: 1 } : { step: index + 1, total: pendingIds.length };
}
