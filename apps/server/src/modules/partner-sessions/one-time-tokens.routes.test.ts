import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let clock = new Date('2030-02-01T09:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => clock } });
});
afterAll(async () => {
  await t.close();
});

const demo = { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'sk_sandbox_demo' };
const email = () => `ott-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

async function createOtt(address: string, headers: Record<string, string> = demo): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/partner/one-time-tokens',
    headers,
    payload: { email: address },
  });
  expect(res.statusCode).toBe(200);
  return res.json().response.ott;
}
const exchange = (ott: string, partnerApiKey = 'pk_sandbox_demo') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/exchange-token',
    headers: { 'x-ott': ott },
    payload: { partnerApiKey },
  });

describe('POST /api/v1/exchange-token (X-Ott): a one-time token becomes the user access token', () => {
  it("returns response.id, the user's access token, which signs the user in", async () => {
    const address = email();
    const ott = await createOtt(address);
    expect(ott).toMatch(/^ott_[A-Za-z0-9_-]{43}$/);
    const res = await exchange(ott);
    expect(res.statusCode).toBe(200);
    const token = res.json().response.id;
    const user = await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } });
    expect(user.statusCode).toBe(200);
    expect(JSON.stringify(user.json().response)).toContain(address);
  });

  it('is single use: the second exchange is refused with 410 ONE_TIME_TOKEN_INVALID', async () => {
    const ott = await createOtt(email());
    expect((await exchange(ott)).statusCode).toBe(200);
    const second = await exchange(ott);
    expect(second.statusCode).toBe(410);
    expect(second.json().code).toBe('ONE_TIME_TOKEN_INVALID');
  });

  it('is valid 5 minutes', async () => {
    const start = clock;
    const early = await createOtt(email());
    const late = await createOtt(email());
    try {
      clock = new Date(start.getTime() + 5 * 60_000 - 1000);
      expect((await exchange(early)).statusCode).toBe(200);
      clock = new Date(start.getTime() + 5 * 60_000);
      expect((await exchange(late)).statusCode).toBe(410);
    } finally {
      clock = start;
    }
  });

  it('opens only for the partner that created it', async () => {
    const ott = await createOtt(email());
    expect((await exchange(ott, 'pk_sandbox_ferry')).statusCode).toBe(410);
    expect((await exchange(ott)).statusCode).toBe(200);
  });

  it('needs the partner secret to create one, and a valid e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/one-time-tokens',
      headers: { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'nope' },
      payload: { email: email() },
    });
    expect(wrong.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/one-time-tokens',
      headers: demo,
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a missing X-Ott or partnerApiKey with 400', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/exchange-token',
          payload: { partnerApiKey: 'pk_sandbox_demo' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/exchange-token',
          headers: { 'x-ott': 'x' },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('never writes a one-time token or an access token to the logs', async () => {
    const ott = await createOtt(email());
    const token = (await exchange(ott)).json().response.id;
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(ott);
    expect(logs).not.toContain(token);
  });
});
