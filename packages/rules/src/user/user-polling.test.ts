import { describe, expect, it } from 'vitest';
import { userPollIntervalMs } from './user-polling.js';

const user = (kycStatus: string, status = 'ACTIVE') => ({
  status,
  kyc: { l1: { status: kycStatus } },
});

describe('user record polling (spec 001 section 4)', () => {
  it('polls every 2000 ms while KYC is submitted and the account is not disabled', () => {
    expect(userPollIntervalMs(user('SUBMITTED'))).toBe(2000);
  });
  it('does not poll a disabled account, whatever its KYC', () => {
    expect(userPollIntervalMs(user('SUBMITTED', 'DISABLED'))).toBe(false);
  });
  it.each(['NOT_SUBMITTED', 'APPROVED', 'REJECTED'])(
    'does not poll when KYC is %s',
    (kycStatus) => {
      expect(userPollIntervalMs(user(kycStatus))).toBe(false);
    },
  );
  it('does not poll before the user is known', () => {
    expect(userPollIntervalMs(undefined)).toBe(false);
  });
});
