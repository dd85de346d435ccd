import zlib from 'node:zlib';
import { ErrorCode } from '@ferry/contracts';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler } from '../../http/response-serializer.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createQuoteAnswerCache } from './answer-cache.js';

const start = new Date('2025-06-01T10:00:00.100Z');
let now = start;
let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  [t, limited] = await Promise.all([
    createTestApp({ overrides: { now: () => now } }),
    createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' }, overrides: { now: () => now } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

const url = (amount: string, path = '/api/v1/widget/quotes') =>
  `${path}?${new URLSearchParams({ fiatAmount: amount, fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo' })}`;

describe('quote answers remembered for the rest of their second', () => {
  it('answers the same request within one second with the same signed quote, written the same way', async () => {
    now = start;
    const first = await t.app.inject({ url: url('250') });
    now = new Date(start.getTime() + 850);
    const again = await t.app.inject({ url: url('250') });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['x-trace-id']).not.toBe(first.headers['x-trace-id']);
  });

  it('prices and signs a new quote once the second is over, and for any other request at once', async () => {
    now = start;
    const first = (await t.app.inject({ url: url('250') })).json().response;
    const otherAmount = (await t.app.inject({ url: url('251') })).json().response;
    const otherRoute = (await t.app.inject({ url: url('250', '/api/v1/quotes/one-click-protocol') })).json().response;
    expect(otherAmount.fiatAmount).toBe('251.00');
    expect(otherRoute.quoteId).not.toBe(first.quoteId);
    now = new Date(start.getTime() + 899);
    const sameSecond = (await t.app.inject({ url: url('250') })).json().response;
    expect(sameSecond.quoteId).toBe(first.quoteId);
    now = new Date(start.getTime() + 900);
    const nextSecond = (await t.app.inject({ url: url('250') })).json().response;
    expect(nextSecond.quoteId).not.toBe(first.quoteId);
    expect(nextSecond.issuedAt).toBe('2025-06-01T10:00:01.000Z');
    expect(nextSecond.expiresAt).toBe('2025-06-01T10:01:01.000Z');
  });

  it('never remembers a refusal: the amount below the minimum is refused each time', async () => {
    now = start;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await t.app.inject({ url: url('1') });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.MIN_AMOUNT);
    }
  });

  it('remembers the answer the response schema wrote, also when it was sent compressed', async () => {
    now = new Date(start.getTime() + 5_000);
    const compressed = await t.app.inject({ url: url('260'), headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const again = await t.app.inject({ url: url('260') });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.json().response.quoteId).toBe(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString()).response.quoteId);
  });

  it('counts remembered answers against the rate limit like any other', async () => {
    now = start;
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await limited.app.inject({ url: url('250'), remoteAddress: '203.0.113.9' }));
    expect(answers.slice(0, 3).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.slice(0, 3).map((res) => res.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(answers[3]!.statusCode).toBe(429);
    expect(answers[3]!.json().code).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('answers written by the route’s response schema', () => {
  it('sends what the schema wrote (unknown fields dropped), refuses an answer that breaks it with a 500, and remembers only what it sent', async () => {
    const clock = new Date('2025-06-01T10:00:00.100Z');
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    const answers = createQuoteAnswerCache(() => clock);
    let issued = 0;
    app.get(
      '/q',
      { preParsing: answers.serveRemembered, schema: { response: { 200: z.object({ response: z.object({ amount: z.string().regex(/^\d+\.\d{2}$/), issuedAt: z.string() }) }) } } },
      async (request, reply) => {
        issued += 1;
        const amount = (request.query as { amount: string }).amount;
        return answers.send(request, reply, { response: { amount, issuedAt: '2025-06-01T10:00:00.050Z', internal: issued } as never });
      },
    );
    const good = await app.inject({ url: '/q?amount=250.00' });
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(good.json()).toEqual({ response: { amount: '250.00', issuedAt: '2025-06-01T10:00:00.050Z' } });
    expect((await app.inject({ url: '/q?amount=250.00' })).body).toBe(good.body);
    expect(issued).toBe(1);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await app.inject({ url: '/q?amount=250' })).statusCode).toBe(500);
    expect(issued).toBe(3);
    await app.close();
  });
});
