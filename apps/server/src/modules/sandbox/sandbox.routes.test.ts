import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { findSecretsIn, startSignIn, uniqueEmail } from '../auth/auth-test-kit.js';

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

describe('GET /api/v1/sandbox/mailbox (DESIGN.md sandbox conventions)', () => {
  it('lists the e-mails sent to an address, newest first, with the code as its own field', async () => {
    const email = uniqueEmail('mailbox');
    const first = await startSignIn(t.app, email);
    const second = await startSignIn(t.app, email);
    const res = await t.app.inject({
      url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    const messages = res.json().response;
    expect(messages.map((message: { code: string }) => message.code)).toEqual([
      second.code,
      first.code,
    ]);
    expect(messages[0]).toMatchObject({
      to: email,
      subject: 'Your Ferry verification code',
      sentAt: expect.any(String),
    });
  });

  it('is empty for an address nobody wrote to, and refuses a malformed address', async () => {
    expect(
      (await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${uniqueEmail()}` })).json(),
    ).toEqual({ response: [] });
    expect((await t.app.inject({ url: '/api/v1/sandbox/mailbox?email=nope' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/v1/sandbox/mailbox' })).statusCode).toBe(400);
  });

  it('says on the console where the mailbox is, at start, without any code', () => {
    expect(t.logs.join('')).toContain(
      'sandbox mailbox: GET http://localhost:8080/api/v1/sandbox/mailbox?email=...',
    );
  });

  it('does not exist in production mode (404)', async () => {
    const production = await createTestApp({
      env: { FERRY_MODE: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const res = await production.app.inject({
        url: `/api/v1/sandbox/mailbox?email=${uniqueEmail()}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(production.logs.join('')).not.toContain('sandbox mailbox');
    } finally {
      await production.close();
    }
  });
});
