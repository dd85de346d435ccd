import { MappedUser } from '@ferry/contracts';
import { isLoggedInUser, userPollIntervalMs } from '@ferry/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionValue } from '../../stores/session-store.js';
import { apiRequest } from '../client.js';

export const USER_QUERY_KEY = ['user'] as const;

/** GET users?apiKey: the signed-in user, mapped (spec 001 section 3). */
export function getUser({ apiKey, signal }: { apiKey?: string; signal?: AbortSignal } = {}) {
  return apiRequest('users', { schema: MappedUser, query: { apiKey }, signal });
}

export const userQueryOptions = ({ apiKey, isEnabled }: { apiKey?: string; isEnabled: boolean }) =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => getUser({ apiKey, signal }),
    enabled: isEnabled,
    refetchInterval: (query) => userPollIntervalMs(query.state.data),
  });

/** The user record, fetched only while a login is stored; logged-in means it has an e-mail. */
export function useUser(apiKey?: string) {
  const authToken = useSessionValue('authToken');
  const query = useQuery(userQueryOptions({ apiKey, isEnabled: Boolean(authToken) }));
  const user = authToken ? query.data : undefined;
  return { ...query, user, isLoggedIn: isLoggedInUser(user) };
}
