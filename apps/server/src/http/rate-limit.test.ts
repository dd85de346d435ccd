import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe("the limit beside the widget's page, a route matched after every other", () => {
  let withPage: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-widget-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><script>1</script></head>');
    withPage = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10', WIDGET_DIST: dist } });
    // Warm, from elsewhere: a cold database may answer after the page's wait (START_ANSWERS_WAIT_MS).
    await withPage.app.inject({ url: '/?apiKey=pk_sandbox_demo', remoteAddress: '203.0.113.99' });
  });
  afterAll(async () => {
    await withPage.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const at = (url: string, remoteAddress: string) => withPage.app.inject({ url, remoteAddress });
  const answersIn = (html: string) => Object.keys(JSON.parse(/id="ferry-start-answers">([^<]*)</.exec(html)?.[1] ?? '{}') as object);

  it('still counts unknown API paths, answered not found', async () => {
    for (let call = 0; call < 10; call += 1) {
      expect((await at('/api/v1/nothing-here', '203.0.113.4')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect((await at('/api/v1/nothing-here', '203.0.113.4')).statusCode).toBe(429);
  });

  it("counts the start-up answers the page holds as the visitor's own calls", async () => {
    expect(answersIn((await at('/?apiKey=pk_sandbox_demo', '203.0.113.5')).body)).toHaveLength(6);
    // Six more calls of the same visitor go past the ten: the page holds only those that fit (the
    // in-memory store refuses the whole burst, Redis's counts them one by one), and the widget's own
    // call is refused as well. Another visitor's page is whole.
    expect(answersIn((await at('/?apiKey=pk_sandbox_demo', '203.0.113.5')).body).length).toBeLessThanOrEqual(4);
    expect((await at('/api/v1/countries', '203.0.113.5')).statusCode).toBe(429);
    expect(answersIn((await at('/?apiKey=pk_sandbox_demo', '203.0.113.6')).body)).toHaveLength(6);
  });
});
