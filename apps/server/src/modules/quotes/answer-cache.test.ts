import zlib from 'node:zlib';
import { ErrorCode } from '@ferry/contracts';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  it('answers a request asked again within one second with the same signed quote, written the same way', async () => {
    now = start;
    const first = await t.app.inject({ url: url('250') });
    now = new Date(start.getTime() + 400);
    const second = await t.app.inject({ url: url('250') });
    expect(second.json().response.issuedAt).toBe('2025-06-01T10:00:00.500Z');
    now = new Date(start.getTime() + 850);
    const third = await t.app.inject({ url: url('250') });
    const fourth = await t.app.inject({ url: url('250') });
    expect([first, second, third, fourth].map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // Remembered from the second time it is asked: the first answer was the only one of its URL then.
    expect(second.json().response.quoteId).not.toBe(first.json().response.quoteId);
    expect(third.body).toBe(second.body);
    expect(fourth.body).toBe(second.body);
    expect(third.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(third.headers['x-content-type-options']).toBe('nosniff');
    expect(third.headers['x-trace-id']).not.toBe(second.headers['x-trace-id']);
  });

  it('keeps nothing of a request asked once: each new amount is priced and signed anew', async () => {
    // A millisecond between requests: two quotes priced at the same instant are the same quote.
    const at = (ms: number) => (now = new Date(start.getTime() + 2_000 + ms));
    const issuedAts = [];
    for (const [index, amount] of ['300', '301', '302', '303'].entries()) {
      at(index);
      issuedAts.push((await t.app.inject({ url: url(amount) })).json().response.issuedAt);
    }
    at(10);
    const askedAgain = (await t.app.inject({ url: url('301') })).json().response;
    expect(askedAgain.issuedAt).toBe('2025-06-01T10:00:02.110Z');
    expect(issuedAts[1]).toBe('2025-06-01T10:00:02.101Z');
    at(11);
    expect((await t.app.inject({ url: url('301') })).json().response.issuedAt).toBe(askedAgain.issuedAt);
  });

  it('prices and signs a new quote once the second is over, and for any other request at once', async () => {
    now = start;
    await t.app.inject({ url: url('250') });
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
    // The new second starts with no URL asked: its first answer is not remembered either.
    now = new Date(start.getTime() + 901);
    expect((await t.app.inject({ url: url('250') })).json().response.issuedAt).toBe('2025-06-01T10:00:01.001Z');
  });

  it('never remembers a refusal: the amount below the minimum is refused each time', async () => {
    now = start;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await t.app.inject({ url: url('1') });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.MIN_AMOUNT);
    }
  });

  it('remembers each answer as it was sent, compressed or not, for requests with the same Accept-Encoding', async () => {
    const at = (ms: number) => (now = new Date(start.getTime() + 5_000 + ms));
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const quoteOf = (res: { rawPayload: Buffer }) => JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).response;
    at(0);
    await t.app.inject({ url: url('260'), headers: browser });
    at(10);
    const second = await t.app.inject({ url: url('260'), headers: browser });
    expect(second.headers['content-encoding']).toBe('br');
    const compressions = vi.spyOn(zlib, 'brotliCompressSync');
    at(20);
    const third = await t.app.inject({ url: url('260'), headers: browser });
    // Sent as it was kept: the same brotli bytes, not compressed again.
    expect(compressions).not.toHaveBeenCalled();
    compressions.mockRestore();
    expect(third.statusCode).toBe(200);
    expect(third.headers['content-encoding']).toBe('br');
    expect(String(third.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(third.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(quoteOf(third).issuedAt).toBe('2025-06-01T10:00:05.110Z');
    // Another Accept-Encoding is another request: asked once so far, so priced anew.
    at(30);
    const plain = await t.app.inject({ url: url('260') });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().response.issuedAt).toBe('2025-06-01T10:00:05.130Z');
    at(40);
    await t.app.inject({ url: url('260') });
    at(50);
    const plainAgain = await t.app.inject({ url: url('260') });
    expect(plainAgain.headers['content-encoding']).toBeUndefined();
    expect(plainAgain.json().response.issuedAt).toBe('2025-06-01T10:00:05.140Z');
  });

  it('keeps no answer of a HEAD request: a GET asked after HEADs gets the whole quote', async () => {
    now = new Date(start.getTime() + 6_000);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const head = await t.app.inject({ method: 'HEAD', url: url('270'), headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    }
    const get = await t.app.inject({ url: url('270'), headers: { 'accept-encoding': 'br' } });
    expect(get.statusCode).toBe(200);
    expect(JSON.parse(zlib.brotliDecompressSync(get.rawPayload).toString()).response.fiatAmount).toBe('270.00');
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
    app.addHook('onRoute', answers.attach);
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
    await app.inject({ url: '/q?amount=250.00' });
    const good = await app.inject({ url: '/q?amount=250.00' });
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(good.json()).toEqual({ response: { amount: '250.00', issuedAt: '2025-06-01T10:00:00.050Z' } });
    expect((await app.inject({ url: '/q?amount=250.00' })).body).toBe(good.body);
    expect(issued).toBe(2);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await app.inject({ url: '/q?amount=250' })).statusCode).toBe(500);
    expect(issued).toBe(5);
    await app.close();
  });
});
