import { parseThemeQuery } from '@ferry/rules';
import { sessionStore } from '../stores/session-store.js';
import { captureStartQuery } from '../stores/widget-query.js';

/**
 * Before the first render: a fresh partner configuration in the URL is stored with the theme it
 * chooses (spec 001 section 5); a reload of an inner screen keeps both. Returns whether the
 * configuration is fresh.
 */
export function bootSession(search: string): boolean {
  const isFreshConfiguration = captureStartQuery(search);
  if (isFreshConfiguration || !sessionStore.get('theme')) {
    sessionStore.set('theme', parseThemeQuery(sessionStore.get('queryParams') ?? {}));
  }
  return isFreshConfiguration;
}
