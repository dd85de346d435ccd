import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' },
  });
});
afterAll(async () => {
  await t.close();
});

const field = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.boolean(),
);
const body = fc.record(
  {
    apiKey: fc.oneof(fc.constant('pk_sandbox_demo'), field),
    clientId: fc.oneof(fc.constant('widget'), field),
    email: fc.oneof(fc.emailAddress(), field),
    otp: fc.oneof(fc.stringMatching(/^\d{6}$/), field),
    stateToken: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), field),
    isTncAccepted: field,
  },
  { requiredKeys: [] },
);

describe('bad input to the sign-in calls', () => {
  it('never answers 500, never signs anyone in, and every failure is the error envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v1/auth/login', '/api/v1/auth/verify'),
        body,
        fc.string({ maxLength: 200 }),
        async (url, payload, token) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'x-hcaptcha-token': token },
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json()).toMatchObject({
            statusCode: res.statusCode,
            code: expect.any(String),
            message: expect.any(String),
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
