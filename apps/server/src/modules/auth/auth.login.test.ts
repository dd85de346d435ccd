import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import {
  apiKey,
  botToken,
  clientId,
  findSecretsIn,
  latestCode,
  requestCode,
  signIn,
  uniqueEmail,
  verify,
} from './auth-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' },
  });
});
afterAll(async () => {
  expect(findSecretsIn(t.logs), 'codes and tokens in the logs').toEqual([]);
  await t.close();
});

const mailbox = async (email: string) =>
  (await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json()
    .response as {
    subject: string;
    text: string;
    html: string;
    code: string;
  }[];

describe('POST /api/v1/auth/login (generate OTP)', () => {
  it('answers isTncAccepted, the normalised e-mail and a stateToken, and e-mails a six-digit code', async () => {
    const email = uniqueEmail('new');
    const res = await requestCode(t.app, `  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const body = res.json().response;
    expect(body).toEqual({
      isTncAccepted: false,
      email,
      stateToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const [message] = await mailbox(email);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.subject).toBe('Your Ferry verification code');
    expect(message?.text).toContain(message?.code);
    expect(message?.html).toContain(message?.code);
    expect(message?.text).toContain('expires in 10 minutes');
  });

  it('gives known and unknown e-mails identical answers (status, headers, body shape, isTncAccepted)', async () => {
    const known = uniqueEmail('known');
    await signIn(t.app, known);
    const unknown = uniqueEmail('unknown');
    const [a, b] = [await requestCode(t.app, known), await requestCode(t.app, unknown)];
    expect(a.statusCode).toBe(b.statusCode);
    const shape = (res: typeof a) => ({
      ...res.json().response,
      email: '<email>',
      stateToken: res.json().response.stateToken.length,
    });
    expect(shape(a)).toEqual(shape(b));
    const headerNames = (res: typeof a) =>
      Object.keys(res.headers)
        .filter(
          (name) =>
            ![
              'date',
              'x-trace-id',
              'content-length',
              'x-ratelimit-remaining',
              'x-ratelimit-reset',
            ].includes(name),
        )
        .sort();
    expect(headerNames(a)).toEqual(headerNames(b));
    expect(a.headers['content-length']).toBe(
      String(Number(b.headers['content-length']) + known.length - unknown.length),
    );
  });

  it('e-mails a different code at every request', async () => {
    const email = uniqueEmail('resend');
    const codes = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      expect((await requestCode(t.app, email)).statusCode).toBe(200);
      codes.add(await latestCode(t.app, email));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('limits code requests per e-mail: the sixth within 15 minutes answers 429 with Retry-After', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i += 1) expect((await requestCode(t.app, email)).statusCode).toBe(200);
    const res = await requestCode(t.app, email);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(res.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'You are being rate limited, please try our app after some time.',
    });
    expect(await mailbox(email)).toHaveLength(5);
    expect((await requestCode(t.app, uniqueEmail('other'))).statusCode).toBe(200);
  });

  it('counts the per-e-mail limit on the normalised e-mail', async () => {
    const email = uniqueEmail('case');
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(t.app, i % 2 ? email.toUpperCase() : ` ${email}`)).statusCode).toBe(
        200,
      );
    }
    expect((await requestCode(t.app, email)).statusCode).toBe(429);
  });
});

describe('a stranger cannot lock someone out of sign-in (issue 14)', () => {
  it("asking codes for someone else's e-mail spends the stranger's allowance, not the owner's", async () => {
    const email = uniqueEmail('victim');
    for (let i = 0; i < 5; i += 1) expect((await requestCode(t.app, email, { ip: '198.51.100.66' })).statusCode).toBe(200);
    expect((await requestCode(t.app, email, { ip: '198.51.100.66' })).statusCode).toBe(429);
    expect((await requestCode(t.app, email, { ip: '203.0.113.21' })).statusCode).toBe(200);
  });

  it("the owner's latest code stays valid while a stranger asks for more", async () => {
    const email = uniqueEmail('victim');
    const own = await requestCode(t.app, email, { ip: '203.0.113.22' });
    const code = await latestCode(t.app, email);
    for (let i = 0; i < 3; i += 1) await requestCode(t.app, email, { ip: '198.51.100.67' });
    const res = await verify(t.app, { email, otp: code, stateToken: own.json().response.stateToken, isTncAccepted: true });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('bad input to POST /api/v1/auth/login gets a clear 4xx and sends nothing', () => {
  it.each([
    ['a missing e-mail', { apiKey, clientId }, 400, 'VALIDATION_ERROR'],
    ['a missing apiKey', { clientId, email: 'x@example.com' }, 400, 'VALIDATION_ERROR'],
    ['a missing clientId', { apiKey, email: 'x@example.com' }, 400, 'VALIDATION_ERROR'],
    ['an invalid e-mail', { apiKey, clientId, email: 'not-an-email' }, 400, 'VALIDATION_ERROR'],
    [
      'a 10 kB e-mail',
      { apiKey, clientId, email: `${'a'.repeat(10_000)}@example.com` },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'an e-mail that is not a string',
      { apiKey, clientId, email: ['x@example.com'] },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'an unknown partner key',
      { apiKey: 'pk_nobody', clientId, email: 'x@example.com' },
      404,
      'PARTNER_NOT_FOUND',
    ],
    [
      'a disabled partner',
      { apiKey: 'pk_sandbox_disabled', clientId, email: 'x@example.com' },
      403,
      'PARTNER_INACTIVE',
    ],
  ])('%s', async (_name, payload, status, code) => {
    const email = uniqueEmail('bad');
    const body =
      'email' in payload && payload.email === 'x@example.com' ? { ...payload, email } : payload;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: body,
      headers: { 'x-hcaptcha-token': await botToken(t.app) },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
    expect(await mailbox(email)).toEqual([]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the per-client-address limit', () => {
  it('answers 429 with Retry-After once one address made too many sign-in calls', async () => {
    const limited = await createTestApp({
      env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '3' },
    });
    try {
      for (let i = 0; i < 3; i += 1)
        expect(
          (await requestCode(limited.app, uniqueEmail(), { ip: '203.0.113.7' })).statusCode,
        ).toBe(200);
      const res = await requestCode(limited.app, uniqueEmail(), { ip: '203.0.113.7' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await requestCode(limited.app, uniqueEmail(), { ip: '203.0.113.8' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
