import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, loginCodes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { findSecretsIn, manualClock, signIn, startSignIn, uniqueEmail } from './auth-test-kit.js';

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

const getUser = (token?: string) =>
  t.app.inject({ url: '/api/v1/users', headers: token ? { authorization: token } : {} });
const logout = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: token ? { authorization: token } : {},
  });
const unauthorized = { statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) };

describe('access tokens', () => {
  it('open the signed-in calls, sent as the Authorization header (with or without "Bearer")', async () => {
    const token = await signIn(t.app);
    expect((await getUser(token)).statusCode).toBe(200);
    expect((await getUser(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('answer 401 when missing, malformed or unknown', async () => {
    for (const token of [undefined, 'nope', 'A'.repeat(43), 'x'.repeat(5000)]) {
      const res = await getUser(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });

  it('are revoked by logout: the token gets 401 everywhere afterwards, other sessions stay', async () => {
    const email = uniqueEmail('logout');
    const token = await signIn(t.app, email);
    const other = await signIn(t.app, email);
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: { isLoggedOut: true } });
    expect((await getUser(token)).json()).toEqual(unauthorized);
    expect((await logout(token)).statusCode).toBe(401);
    expect((await getUser(other)).statusCode).toBe(200);
  });

  it('expire after 24 hours', async () => {
    const token = await signIn(t.app);
    clock.advance(24 * 3600_000 - 1000);
    expect((await getUser(token)).statusCode).toBe(200);
    clock.advance(2000);
    expect((await getUser(token)).json()).toEqual(unauthorized);
  });

  it('logout without a token answers 401', async () => {
    expect((await logout()).json()).toEqual(unauthorized);
  });
});

describe('what the database holds', () => {
  it('keeps only hashes of access tokens, stateTokens and codes', async () => {
    const email = uniqueEmail('hashes');
    const { stateToken, code } = await startSignIn(t.app, email);
    const token = await signIn(t.app, uniqueEmail('hashes-token'));
    const dump = JSON.stringify([
      await t.database.db.select().from(loginCodes),
      await t.database.db.select().from(accessTokens),
    ]);
    expect(dump).not.toContain(stateToken);
    expect(dump).not.toContain(token);
    expect(dump).not.toMatch(new RegExp(`"codeHash":"${code}"`));
  });
});
