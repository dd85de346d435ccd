import { queryPairs } from '@ferry/rules';
import type { SessionKey } from '../../stores/session-schema.js';
import { SESSION_KEYS } from '../../stores/session-schema.js';
import { sessionStore } from '../../stores/session-store.js';
import { PARTNER_SESSION_PARAMS } from './start-kind.js';

/** Window event an analytics client listens to: forget the previous visitor's identity. */
export const ANALYTICS_RESET_EVENT = 'ferry:analytics-reset';

/** What survives a partner session arriving (spec 000 section 4): the flow and the products. */
export const KEPT_ON_PARTNER_SESSION: readonly SessionKey[] = ['buyOrSellFlow', 'productsAvailed'];

export interface PartnerSessionResetDeps {
  /** POST auth/logout with the stored token. */
  logout: () => Promise<unknown>;
  /** Drops cached server data, the user's first. */
  dropUserCache: () => void;
}

/**
 * When a sessionId or ott parameter arrives, exactly the spec's resets: analytics reset; stored
 * items cleared except buyOrSellFlow and productsAvailed; the user logged out and the user cache
 * dropped; those parameters removed from the URL. The logout call goes before the clearing
 * because it needs the stored token.
 */
export async function resetForPartnerSession(deps: PartnerSessionResetDeps): Promise<void> {
  window.dispatchEvent(new Event(ANALYTICS_RESET_EVENT));
  const hadLogin = sessionStore.get('authToken') !== undefined;
  if (hadLogin) {
    // The server revokes the token; a failure here must not keep the old user signed in.
    await deps.logout().catch(() => undefined);
  }
  for (const key of SESSION_KEYS) {
    if (!KEPT_ON_PARTNER_SESSION.includes(key)) sessionStore.remove(key);
  }
  deps.dropUserCache();
  removeParamsFromUrl(PARTNER_SESSION_PARAMS);
}

/** Removes parameters from the address bar, leaving every other pair exactly as written (it may be signed). */
export function removeParamsFromUrl(names: readonly string[]): void {
  const { pathname, search, hash } = window.location;
  const kept = queryPairs(search)
    .filter((pair) => !names.includes(pair.key))
    .map((pair) => pair.raw)
    .join('&');
  window.history.replaceState(window.history.state, '', `${pathname}${kept ? `?${kept}` : ''}${hash}`);
}
