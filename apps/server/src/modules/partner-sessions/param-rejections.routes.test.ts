import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { REJECTION_REPORTS_PER_MINUTE } from './param-rejections.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextAddress = 1;
const report = (payload: unknown, remoteAddress = `10.1.0.${nextAddress++}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/widget-params/rejections',
    payload: payload as object,
    remoteAddress,
  });
const list = (apiKey: string, secret: string) =>
  t.app.inject({
    url: '/api/v1/partner/param-rejections',
    headers: { 'x-api-key': apiKey, 'x-partner-secret': secret },
  });

describe('rejected widget parameters are logged for the partner to see', () => {
  it('keeps what the widget reports and lists it, newest first, to the partner with its secret', async () => {
    const marker = `title-${Date.now()}`;
    const res = await report({
      apiKey: 'pk_sandbox_sell_only',
      rejected: [
        { name: 'unknownThing', value: marker, reason: 'unknown parameter' },
        {
          name: 'walletAddress',
          value: '0xsecretwallet',
          reason: 'the partner requires a signed URL',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ recorded: 2 });

    const listed = await list('pk_sandbox_sell_only', 'sk_sandbox_sell_only');
    expect(listed.statusCode).toBe(200);
    const entries = listed.json().response;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'unknownThing',
          value: marker,
          reason: 'unknown parameter',
        }),
        expect.objectContaining({ name: 'walletAddress', value: '[redacted]' }),
      ]),
    );
    expect(typeof entries[0].reportedAt).toBe('string');
  });

  it('logs names and reasons, never the values', async () => {
    await report({
      apiKey: 'pk_sandbox_demo',
      rejected: [{ name: 'email', value: 'person@example.com', reason: 'x' }],
    });
    const logs = t.logs.join('\n');
    expect(logs).toContain('widget parameters rejected');
    expect(logs).not.toContain('person@example.com');
  });

  it('shows a partner only its own rejections and only with its secret', async () => {
    await report({
      apiKey: 'pk_sandbox_demo',
      rejected: [{ name: 'onlyForDemo', value: 'v', reason: 'r' }],
    });
    const other = (await list('pk_sandbox_sell_only', 'sk_sandbox_sell_only')).json().response;
    expect(other.map((entry: { name: string }) => entry.name)).not.toContain('onlyForDemo');
    expect((await list('pk_sandbox_demo', 'wrong')).statusCode).toBe(401);
  });

  it(`is rate limited to ${REJECTION_REPORTS_PER_MINUTE} reports a minute per client`, async () => {
    const payload = {
      apiKey: 'pk_sandbox_demo',
      rejected: [{ name: 'a', value: 'b', reason: 'c' }],
    };
    const statuses: number[] = [];
    for (let index = 0; index <= REJECTION_REPORTS_PER_MINUTE; index += 1) {
      statuses.push((await report(payload, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, REJECTION_REPORTS_PER_MINUTE).every((status) => status === 200)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it.each([
    ['an empty list', { apiKey: 'pk_sandbox_demo', rejected: [] }],
    [
      '101 entries',
      {
        apiKey: 'pk_sandbox_demo',
        rejected: Array.from({ length: 101 }, () => ({ name: 'a', value: 'b', reason: 'c' })),
      },
    ],
    [
      'a value of 10 kB',
      {
        apiKey: 'pk_sandbox_demo',
        rejected: [{ name: 'a', value: 'x'.repeat(10_000), reason: 'c' }],
      },
    ],
    ['no key', { rejected: [{ name: 'a', value: 'b', reason: 'c' }] }],
  ])('answers %s with 400', async (_case, payload) => {
    expect((await report(payload)).statusCode).toBe(400);
  });

  it('refuses reports for an unknown partner', async () => {
    expect(
      (await report({ apiKey: 'pk_nobody', rejected: [{ name: 'a', value: 'b', reason: 'c' }] }))
        .statusCode,
    ).toBe(404);
  });
});
