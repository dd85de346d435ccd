import { POLL_USER_MS } from '@ferry/contracts';

/**
 * The user record is refetched every 2 s while its KYC is submitted and the account is not
 * disabled; otherwise it is not polled (spec 001 section 4 "User record").
 */
export function userPollIntervalMs(
  user: { status: string; kyc: { l1: { status: string } } } | undefined,
): number | false {
  if (!user) return false;
  return user.kyc.l1.status === 'SUBMITTED' && user.status !== 'DISABLED' ? POLL_USER_MS : false;
}
