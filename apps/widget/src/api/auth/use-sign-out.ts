import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '../../stores/session-store.js';
import { logout } from '../partner-session/logout.js';
import { USER_QUERY_KEY } from '../user/get-user.js';

/**
 * Ends the session: the server revokes the token, then the stored login and the cached user
 * are dropped. A failed logout call must not keep anyone signed in.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (sessionStore.get('authToken')) await logout().catch(() => undefined);
    sessionStore.remove('authToken');
    sessionStore.remove('email');
    queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);
}
