import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import {
  findSecretsIn,
  manualClock,
  signIn,
  startSignIn,
  uniqueEmail,
  verify,
  wrongCode,
} from './auth-test-kit.js';
import { sha256Hex } from './secrets.js';

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

const invalid = { statusCode: 400, code: 'OTP_INVALID', message: 'Invalid verification code' };
const accessToken = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);

describe('POST /api/v1/auth/verify (verify OTP)', () => {
  it('asks a new user to accept the terms, then answers an access token once they are ticked', async () => {
    const email = uniqueEmail('new');
    const { stateToken, code } = await startSignIn(t.app, email);
    const untick = await verify(t.app, { email, otp: code, stateToken });
    expect(untick.json()).toEqual({
      statusCode: 400,
      code: 'TNC_REQUIRED',
      message: 'Please accept Terms and Conditions',
    });
    const res = await verify(t.app, { email, otp: code, stateToken, isTncAccepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({
      accessToken,
      expiresAt: new Date(clock.now().getTime() + 24 * 3600_000).toISOString(),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets a user who accepted terms 1.1.0 sign in again without ticking them', async () => {
    const email = uniqueEmail('returning');
    await signIn(t.app, email);
    const { stateToken, code } = await startSignIn(t.app, email);
    const res = await verify(t.app, { email, otp: code, stateToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.accessToken).toEqual(accessToken);
  });

  it('accepts a code at 9:59 and refuses one at 10:01 (codes are valid 10 minutes)', async () => {
    const early = uniqueEmail('early');
    const first = await startSignIn(t.app, early);
    const late = uniqueEmail('late');
    const second = await startSignIn(t.app, late);
    clock.advance(9 * 60_000 + 59_000);
    expect(
      (
        await verify(t.app, {
          email: early,
          otp: first.code,
          stateToken: first.stateToken,
          isTncAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(2000);
    const res = await verify(t.app, {
      email: late,
      otp: second.code,
      stateToken: second.stateToken,
      isTncAccepted: true,
    });
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'OTP_EXPIRED',
      message: 'Your verification code has expired. Please request a new one.',
    });
  });

  it('refuses a code that was already used', async () => {
    const email = uniqueEmail('twice');
    const { stateToken, code } = await startSignIn(t.app, email);
    expect(
      (await verify(t.app, { email, otp: code, stateToken, isTncAccepted: true })).statusCode,
    ).toBe(200);
    expect(
      (await verify(t.app, { email, otp: code, stateToken, isTncAccepted: true })).json(),
    ).toEqual(invalid);
  });

  it('kills the code after five wrong tries: the sixth fails even with the right code', async () => {
    const email = uniqueEmail('guess');
    const { stateToken, code } = await startSignIn(t.app, email);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await verify(t.app, { email, otp: wrongCode(code), stateToken, isTncAccepted: true })
        ).json(),
      ).toEqual(invalid);
    }
    expect(
      (await verify(t.app, { email, otp: code, stateToken, isTncAccepted: true })).json(),
    ).toEqual({
      statusCode: 400,
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong codes. Please request a new verification code.',
    });
  });

  it('counts concurrent guesses atomically: twenty at once never pass five tries', async () => {
    const email = uniqueEmail('race');
    const { stateToken, code } = await startSignIn(t.app, email);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((otp) => verify(t.app, { email, otp, stateToken, isTncAccepted: true })),
    );
    const [row] = await t.database.db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.stateTokenHash, sha256Hex(stateToken)));
    expect(row?.attempts).toBe(5);
    expect(
      (await verify(t.app, { email, otp: code, stateToken, isTncAccepted: true })).json().code,
    ).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('lets only one of two concurrent verifications with the right code through (single use)', async () => {
    const email = uniqueEmail('double');
    const { stateToken, code } = await startSignIn(t.app, email);
    const answers = await Promise.all(
      [1, 2].map(() => verify(t.app, { email, otp: code, stateToken, isTncAccepted: true })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('kills the old code when a new one is requested (resend)', async () => {
    const email = uniqueEmail('resend');
    const old = await startSignIn(t.app, email);
    const fresh = await startSignIn(t.app, email);
    expect(
      (
        await verify(t.app, {
          email,
          otp: old.code,
          stateToken: old.stateToken,
          isTncAccepted: true,
        })
      ).json(),
    ).toEqual(invalid);
    expect(
      (
        await verify(t.app, {
          email,
          otp: fresh.code,
          stateToken: fresh.stateToken,
          isTncAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('binds a code to its stateToken and its e-mail', async () => {
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    const first = await startSignIn(t.app, a);
    const second = await startSignIn(t.app, b);
    expect(
      (
        await verify(t.app, {
          email: a,
          otp: first.code,
          stateToken: second.stateToken,
          isTncAccepted: true,
        })
      ).json(),
    ).toEqual(invalid);
    expect(
      (
        await verify(t.app, {
          email: b,
          otp: first.code,
          stateToken: first.stateToken,
          isTncAccepted: true,
        })
      ).json(),
    ).toEqual(invalid);
    expect(
      (
        await verify(t.app, {
          email: a,
          otp: first.code,
          stateToken: first.stateToken,
          isTncAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('bad input to POST /api/v1/auth/verify gets a clear 400 and changes nothing', () => {
  it('refuses missing fields, non-numeric codes, oversized values and forged stateTokens, and the real code still works after', async () => {
    const email = uniqueEmail('bad');
    const { stateToken, code } = await startSignIn(t.app, email);
    const base = { apiKey: 'pk_sandbox_demo', clientId: 'widget', email, otp: code, stateToken };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, otp: undefined }, 'VALIDATION_ERROR'],
      [{ ...base, stateToken: undefined }, 'VALIDATION_ERROR'],
      [{ ...base, email: undefined }, 'VALIDATION_ERROR'],
      [{ ...base, otp: '12a456' }, 'VALIDATION_ERROR'],
      [{ ...base, otp: '1234567' }, 'VALIDATION_ERROR'],
      [{ ...base, otp: 123456 }, 'VALIDATION_ERROR'],
      [{ ...base, otp: ' 12345' }, 'VALIDATION_ERROR'],
      [{ ...base, email: `${'a'.repeat(10_000)}@example.com` }, 'VALIDATION_ERROR'],
      [{ ...base, stateToken: 'x'.repeat(10_000) }, 'VALIDATION_ERROR'],
      [{ ...base, stateToken: '../../etc/passwd' }, 'VALIDATION_ERROR'],
      [{ ...base, stateToken: 'A'.repeat(43) }, 'OTP_INVALID'],
      [
        {
          ...base,
          stateToken: `${stateToken.slice(0, -1)}${stateToken.endsWith('A') ? 'B' : 'A'}`,
        },
        'OTP_INVALID',
      ],
      [{ ...base, isTncAccepted: 'yes' }, 'VALIDATION_ERROR'],
    ];
    for (const [payload, errorCode] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: errorCode,
        message: expect.any(String),
      });
    }
    const [row] = await t.database.db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.stateTokenHash, sha256Hex(stateToken)));
    expect(row?.attempts).toBe(0);
    expect(
      (await verify(t.app, { email, otp: code, stateToken, isTncAccepted: true })).statusCode,
    ).toBe(200);
  });
});
