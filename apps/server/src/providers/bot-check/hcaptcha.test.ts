import { describe, expect, it } from 'vitest';
import { createHcaptchaBotCheck } from './hcaptcha.js';

function fakeSiteVerify(answer: unknown, seen: URLSearchParams[] = []): typeof fetch {
  return (async (_url: string | URL | Request, init?: RequestInit) => {
    seen.push(new URLSearchParams(String(init?.body)));
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

const now = new Date();

describe('the hCaptcha adapter (used when its secret is configured)', () => {
  it('hands the widget the site key as its challenge', async () => {
    const check = createHcaptchaBotCheck({
      secret: 's',
      siteKey: 'site-1',
      fetchImpl: fakeSiteVerify({}),
    });
    expect(await check.createChallenge(now)).toEqual({ provider: 'hcaptcha', siteKey: 'site-1' });
  });

  it('passes when siteverify says success, sending the secret, the token and the site key', async () => {
    const seen: URLSearchParams[] = [];
    const check = createHcaptchaBotCheck({
      secret: 'sec',
      siteKey: 'site-1',
      fetchImpl: fakeSiteVerify({ success: true }, seen),
    });
    expect(await check.verify('token-1', now)).toBe('passed');
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      secret: 'sec',
      response: 'token-1',
      sitekey: 'site-1',
    });
  });

  it('answers expired for an expired response and failed otherwise', async () => {
    const expired = createHcaptchaBotCheck({
      secret: 's',
      siteKey: 'k',
      fetchImpl: fakeSiteVerify({ success: false, 'error-codes': ['expired-input-response'] }),
    });
    expect(await expired.verify('t', now)).toBe('expired');
    const seen = createHcaptchaBotCheck({
      secret: 's',
      siteKey: 'k',
      fetchImpl: fakeSiteVerify({ success: false, 'error-codes': ['already-seen-response'] }),
    });
    expect(await seen.verify('t', now)).toBe('failed');
  });

  it('fails without a token, on a malformed answer and when hCaptcha cannot be reached', async () => {
    const check = createHcaptchaBotCheck({
      secret: 's',
      siteKey: 'k',
      fetchImpl: fakeSiteVerify({ nope: 1 }),
    });
    expect(await check.verify(undefined, now)).toBe('failed');
    expect(await check.verify('t', now)).toBe('failed');
    const down = createHcaptchaBotCheck({
      secret: 's',
      siteKey: 'k',
      fetchImpl: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect(await down.verify('t', now)).toBe('failed');
  });
});
