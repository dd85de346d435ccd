import { sessionStore } from '../../stores/session-store.js';

/**
 * Every stream screen makes the off-ramp stream the current product, so the partner's stream
 * parameters apply to the shell there (hideMenu per flow); landing on the exchange resets it.
 */
export function streamLoader(): null {
  sessionStore.set('currentProductId', 'OFF_RAMP_STREAM');
  return null;
}
