import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '../../stores/session-store.js';
import { logout } from '../partner-session/logout.js';
import { USER_QUERY_KEY } from '../user/get-user.js';

/** Drops the session on this side: the stored login, the e-mail being signed in with, the cached user. */
export function clearSession(queryClient: QueryClient): void {
  sessionStore.remove('authToken');
  sessionStore.remove('email');
  queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
}

/**
 * Ends the session: the server revokes the token, then the session is cleared. A failed logout
 * call must not keep anyone signed in.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (sessionStore.get('authToken')) await logout().catch(() => undefined);
    clearSession(queryClient);
  }, [queryClient]);
}
