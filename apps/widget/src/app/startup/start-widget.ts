import type { RejectedWidgetParam } from '@ferry/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { exchangeToken } from '../../api/partner-session/exchange-token.js';
import { getSession } from '../../api/partner-session/get-session.js';
import { logout } from '../../api/partner-session/logout.js';
import { verifyWidgetQuery } from '../../api/partner-session/verify-widget-query.js';
import { environment } from '../../config/environment.js';
import { sessionStore } from '../../stores/session-store.js';
import { bootSession } from '../boot.js';
import { prepareStart } from './prepare-start.js';

let startRejections: RejectedWidgetParam[] = [];

/** What the start refused before normalisation; handed over once, to be reported with the rest. */
export function takeStartRejections(): RejectedWidgetParam[] {
  const taken = startRejections;
  startRejections = [];
  return taken;
}

/**
 * Runs before the first render: the partner session or one-time token, the signature check, then
 * the shell's boot with the resulting query. A fresh configuration forgets the previous one's
 * normalised parameters, so they are computed anew for it.
 */
export async function startWidget(search: string, queryClient: QueryClient): Promise<void> {
  const prepared = await prepareStart(search, {
    defaultApiKey: environment.defaultApiKey,
    getSession,
    exchangeToken,
    verifyWidgetQuery,
    logout,
    dropUserCache: () => queryClient.clear(),
  });
  const isFresh = bootSession(prepared.search);
  if (isFresh) {
    sessionStore.remove('widgetParams');
    if (prepared.trustedQuery) sessionStore.set('trustedQuery', prepared.trustedQuery);
    else sessionStore.remove('trustedQuery');
  }
  startRejections = prepared.rejected;
}
