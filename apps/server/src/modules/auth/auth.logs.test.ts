import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import {
  findSecretsIn,
  secretsSeen,
  startSignIn,
  uniqueEmail,
  verify,
  wrongCode,
} from './auth-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace', BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('logs (ASVS 7.1: no codes or tokens)', () => {
  it('hold no code, stateToken, bot-check token or access token of a whole sign-in, even at trace level', async () => {
    const email = uniqueEmail('logs');
    const { stateToken, code } = await startSignIn(t.app, email);
    await verify(t.app, { email, otp: wrongCode(code), stateToken });
    const res = await verify(t.app, { email, otp: code, stateToken, isTncAccepted: true });
    const token: string = res.json().response.accessToken;
    secretsSeen.add(token);
    await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: token },
    });
    await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } });

    const text = t.logs.join('');
    expect(text).toContain('/api/v1/auth/verify');
    expect(text).not.toContain(email);
    expect(findSecretsIn(t.logs)).toEqual([]);
  });
});
