import { createHash } from 'node:crypto';
import type { MappedUser } from '@ferry/contracts';
import { aUser } from '../../test/user-fixture.js';

const salt = 'c0ffee?expires=4102444800&';

/** A real, small ALTCHA challenge: the widget must solve it (the answer is 42). */
export const altchaChallenge = {
  provider: 'altcha',
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}42`).digest('hex'),
  maxnumber: 100,
  salt,
  signature: 'ab'.repeat(32),
} as const;

export const ok = (response: unknown) => ({ status: 200, body: { response } });

export const signedInUser = (email: string): MappedUser => aUser({ id: 'u1', email });

/** The request fetch received for a path, with its headers and JSON body. */
export function callTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  const call = fetchMock.mock.calls.find(([input]) => String(input).includes(`/api/v1/${path}`));
  if (!call) return undefined;
  const init = (call[1] ?? {}) as RequestInit;
  return {
    method: init.method,
    headers: new Headers(init.headers),
    body: init.body ? JSON.parse(String(init.body)) : undefined,
  };
}

export { waitingQuote } from '../../test/quote-fixture.js';
