import { ErrorCode } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });

describe("the per-caller limit of every /api/ request (@fastify/rate-limit, RATE_LIMIT_PER_MINUTE)", () => {
  it('tells the caller its limit and answers 429 RATE_LIMITED with Retry-After once it is spent, per caller', async () => {
    const first = await get('/api/v1/countries', '203.0.113.1');
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '60' });
    expect((await get('/api/v1/countries', '203.0.113.1')).statusCode).toBe(200);
    const refused = await get('/api/v1/countries', '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ statusCode: 429, code: ErrorCode.RATE_LIMITED, message: 'You are being rate limited, please try our app after some time.' });
    expect((await get('/api/v1/countries', '203.0.113.2')).statusCode).toBe(200);
  });

  it('counts a whole IPv6 /64 as one caller', async () => {
    expect((await get('/api/v1/countries', '2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await get('/api/v1/countries', '2001:db8:1:2::ffff')).statusCode).toBe(200);
    expect((await get('/api/v1/countries', '2001:db8:1:2:abcd::1')).statusCode).toBe(429);
  });

  it('counts unknown API paths too, and never the pages', async () => {
    expect((await get('/api/v1/nothing-here', '203.0.113.3')).statusCode).toBe(404);
    expect((await get('/api/v1/nothing-here', '203.0.113.3')).statusCode).toBe(404);
    expect((await get('/api/v1/countries', '203.0.113.3')).statusCode).toBe(429);
    expect((await get('/api/v1/nothing-here', '203.0.113.3')).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) expect((await get('/demo', '203.0.113.3')).statusCode).toBe(200);
  });
});
