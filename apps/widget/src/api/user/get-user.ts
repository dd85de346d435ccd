import type { MappedUser } from '@ferry/contracts';
import { isLoggedInUser, userPollIntervalMs } from '@ferry/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionValue } from '../../stores/session-store.js';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';

export const USER_QUERY_KEY = ['user'] as const;
const USER_PATH = 'users';

/** Whether a failed call (a logout event's path) was the user fetch. */
export const isUserFetch = (path: string | undefined) => path === USER_PATH;

const mappedUser = structure<MappedUser>({
  id: 'string',
  email: 'string',
  emailVerified: 'boolean',
  lastLogin: 'object?',
  createdAt: 'string',
  status: 'string',
  kyc: 'object',
  isManualReview: 'boolean',
  banks: 'array',
  firstName: 'string?',
  lastName: 'string?',
  mobileNumber: 'string?',
  dob: 'string?',
  address: 'object?',
  isSSNVerified: 'boolean',
  isPANVerified: 'boolean',
  billingAddress: 'object?',
  fcaCategorization: 'string?',
  fcaAssessmentTestPassed: 'boolean',
  fcaCoolingOffPeriodEndsAt: 'string?',
  isOptedForDWA: 'boolean',
  dwaInfo: 'object?',
  isQualifiedForDWA: 'boolean',
  isTncAccepted: 'boolean',
  termsOfServiceVersion: 'string?',
  privacyPolicyVersion: 'string?',
  tncAcceptedAt: 'string?',
  rejectionReasons: 'array',
  offRampStream: 'object',
  cards: 'array',
  fcaIsCoolingOffPeriod: 'boolean',
  fcaCoolingOffPeriod: 'number?',
});

/** GET users?apiKey: the signed-in user, mapped (spec 001 section 3). */
export function getUser({ apiKey, signal }: { apiKey?: string; signal?: AbortSignal } = {}) {
  return apiRequest(USER_PATH, { schema: mappedUser, query: { apiKey }, signal });
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
