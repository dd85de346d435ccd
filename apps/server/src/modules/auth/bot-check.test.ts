import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import {
  altchaToken,
  fetchChallenge,
  findSecretsIn,
  manualClock,
  requestCode,
  solveAltcha,
  uniqueEmail,
} from './auth-test-kit.js';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' },
    overrides: { now: clock.now },
  });
});
afterAll(async () => {
  expect(findSecretsIn(t.logs), 'codes and tokens in the logs').toEqual([]);
  await t.close();
});

const failed = {
  statusCode: 400,
  code: 'BOT_CHECK_FAILED',
  message: 'Verification failed. Please try again.',
};
const expired = {
  statusCode: 400,
  code: 'BOT_CHECK_EXPIRED',
  message: 'Verification expired. Please try again.',
};

async function mailboxSize(email: string): Promise<number> {
  return (
    await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })
  ).json().response.length;
}

describe('the bot check before a code is sent (spec 000 section 8)', () => {
  it('hands out a signed ALTCHA proof-of-work challenge that is never cached', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/bot-check/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().response).toMatchObject({
      provider: 'altcha',
      algorithm: 'SHA-256',
      maxnumber: 1000,
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      salt: expect.stringMatching(/\?expires=\d+&$/),
    });
  });

  it("passes a solution found by the ALTCHA library's own solver (the altcha widget payload format)", async () => {
    const challenge = await fetchChallenge(t.app);
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    expect(solution).not.toBeNull();
    const token = altchaToken(challenge, solution?.number);
    expect((await requestCode(t.app, uniqueEmail(), { token })).statusCode).toBe(200);
  });

  it('passes a solved challenge once, and fails the same token the second time', async () => {
    const token = altchaToken(await fetchChallenge(t.app));
    expect((await requestCode(t.app, uniqueEmail(), { token })).statusCode).toBe(200);
    const email = uniqueEmail();
    const again = await requestCode(t.app, email, { token });
    expect(again.json()).toEqual(failed);
    expect(await mailboxSize(email)).toBe(0);
  });

  it('fails without a token, with garbage, and with a wrong solution', async () => {
    const email = uniqueEmail();
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { apiKey: 'pk_sandbox_demo', clientId: 'widget', email },
    });
    expect(noToken.json()).toEqual(failed);
    for (const token of ['garbage', Buffer.from('{"a":1}').toString('base64'), 'x'.repeat(5000)]) {
      expect((await requestCode(t.app, email, { token })).json()).toEqual(failed);
    }
    const challenge = await fetchChallenge(t.app);
    const wrong = (solveAltcha(challenge) + 1) % (challenge.maxnumber + 1);
    expect(
      (await requestCode(t.app, email, { token: altchaToken(challenge, wrong) })).json(),
    ).toEqual(failed);
    expect(await mailboxSize(email)).toBe(0);
  });

  it('fails a token made from another challenge (solution of one, signature of another)', async () => {
    const [a, b] = [await fetchChallenge(t.app), await fetchChallenge(t.app)];
    const mixed = altchaToken({ ...a, signature: b.signature });
    expect((await requestCode(t.app, uniqueEmail(), { token: mixed })).json()).toEqual(failed);
    const otherSalt = altchaToken({ ...a, salt: b.salt }, solveAltcha(a));
    expect((await requestCode(t.app, uniqueEmail(), { token: otherSalt })).json()).toEqual(failed);
  });

  it('fails a challenge signed with another key (forged)', async () => {
    const other = await createTestApp({
      env: {
        BOT_CHECK_MAX_NUMBER: '1000',
        BOT_CHECK_HMAC_KEY: 'another-key-of-at-least-thirty-two-chars',
      },
    });
    try {
      const token = altchaToken(await fetchChallenge(other.app));
      expect((await requestCode(t.app, uniqueEmail(), { token })).json()).toEqual(failed);
    } finally {
      await other.close();
    }
  });

  it('answers "Verification expired" once the challenge is older than 5 minutes', async () => {
    const token = altchaToken(await fetchChallenge(t.app));
    clock.advance(5 * 60_000 + 1000);
    const email = uniqueEmail();
    expect((await requestCode(t.app, email, { token })).json()).toEqual(expired);
    expect(await mailboxSize(email)).toBe(0);
  });

  it('still passes a challenge solved within its 5 minutes', async () => {
    const token = altchaToken(await fetchChallenge(t.app));
    clock.advance(4 * 60_000 + 50_000);
    expect((await requestCode(t.app, uniqueEmail(), { token })).statusCode).toBe(200);
  });
});
