import Fastify from 'fastify';
import { ErrorCode } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { apiRateLimitHook, memoryRateCounter, type RateCounter } from './api-rate-limit.js';
import { registerErrorHandler } from './error-handler.js';

describe('memoryRateCounter', () => {
  it('counts per key in fixed windows and starts again when the window ends', () => {
    let now = 1_000;
    const counter = memoryRateCounter(() => now);
    expect(counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(counter.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 50_000;
    expect(counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('stays within maxKeys callers, dropping ended windows first', () => {
    let now = 0;
    const counter = memoryRateCounter(() => now, 2);
    counter.hit('old', 1_000);
    now = 500;
    counter.hit('running', 1_000);
    counter.hit('running', 1_000);
    now = 1_200;
    counter.hit('new', 1_000);
    expect(counter.hit('running', 1_000).count).toBe(3);
    expect(counter.hit('new', 1_000).count).toBe(2);
  });
});

async function appWith(counter: RateCounter, max = 2) {
  const logs: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } } });
  registerErrorHandler(app);
  app.addHook('onRequest', apiRateLimitHook({ max, windowMs: 60_000, counter }));
  app.get('/api/v1/thing', async () => ({ ok: true }));
  app.get('/widget/page', async () => 'page');
  await app.ready();
  return { app, logs };
}

describe('apiRateLimitHook', () => {
  it('tells the caller its limit and answers 429 RATE_LIMITED with Retry-After once it is spent', async () => {
    const { app } = await appWith(memoryRateCounter());
    const first = await app.inject({ url: '/api/v1/thing', remoteAddress: '203.0.113.1' });
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '60' });
    expect((await app.inject({ url: '/api/v1/thing', remoteAddress: '203.0.113.1' })).statusCode).toBe(200);
    const refused = await app.inject({ url: '/api/v1/thing', remoteAddress: '203.0.113.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ statusCode: 429, code: ErrorCode.RATE_LIMITED, message: 'You are being rate limited, please try our app after some time.' });
    expect((await app.inject({ url: '/api/v1/thing', remoteAddress: '203.0.113.2' })).statusCode).toBe(200);
    await app.close();
  });

  it('counts unknown API paths too, and never the widget pages', async () => {
    const { app } = await appWith(memoryRateCounter(), 1);
    expect((await app.inject({ url: '/api/v1/nothing-here', remoteAddress: '203.0.113.3' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/thing', remoteAddress: '203.0.113.3' })).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/widget/page', remoteAddress: '203.0.113.3' })).statusCode).toBe(200);
  });

  it('lets requests through, with a warning, when the shared counter cannot be reached', async () => {
    const failing: RateCounter = { hit: () => Promise.reject(new Error('redis down')) };
    const { app, logs } = await appWith(failing);
    const res = await app.inject({ url: '/api/v1/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(logs.join('')).toContain('rate limit counter unavailable');
    await app.close();
  });
});
