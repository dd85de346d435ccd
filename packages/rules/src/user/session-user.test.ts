import { describe, expect, it } from 'vitest';
import { isLoggedInUser, isSessionForAnotherEmail } from './session-user.js';

describe('session rules (spec 001 section 4 "User record")', () => {
  it('logged-in means the user has an e-mail', () => {
    expect(isLoggedInUser({ email: 'ada@example.com' })).toBe(true);
    expect(isLoggedInUser({ email: '' })).toBe(false);
    expect(isLoggedInUser({ email: null })).toBe(false);
    expect(isLoggedInUser(undefined)).toBe(false);
  });
  it('an e-mail parameter that differs from the signed-in user ends the session', () => {
    expect(isSessionForAnotherEmail('bob@example.com', 'ada@example.com')).toBe(true);
  });
  it('the same e-mail in another case or with spaces keeps the session', () => {
    expect(isSessionForAnotherEmail(' ADA@example.com ', 'ada@example.com')).toBe(false);
  });
  it('no e-mail parameter, or nobody signed in, keeps the session', () => {
    expect(isSessionForAnotherEmail(undefined, 'ada@example.com')).toBe(false);
    expect(isSessionForAnotherEmail('ada@example.com', null)).toBe(false);
  });
});
