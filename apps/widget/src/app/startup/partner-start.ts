import type { QueryClient } from '@tanstack/react-query';
import { exchangeToken } from '../../api/partner-session/exchange-token.js';
import { getSession } from '../../api/partner-session/get-session.js';
import { logout } from '../../api/partner-session/logout.js';
import { verifyWidgetQuery } from '../../api/partner-session/verify-widget-query.js';
import { environment } from '../../config/environment.js';
import { prepareStart } from './prepare-start.js';
import type { PreparedStart } from './start-kind.js';

/** The start with a partner session, a one-time token or signed values: loaded only for such a start. */
export function preparePartnerStart(search: string, queryClient: QueryClient): Promise<PreparedStart> {
  return prepareStart(search, {
    defaultApiKey: environment.defaultApiKey,
    getSession,
    exchangeToken,
    verifyWidgetQuery,
    logout,
    dropUserCache: () => queryClient.clear(),
  });
}
