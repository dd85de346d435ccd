import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import {
  BROTLI_QUALITY,
  COMPRESS_THRESHOLD_BYTES,
  QUICK_BROTLI_QUALITY,
  QUICK_COMPRESSION_MAX_BYTES,
  registerCompression,
} from './compression.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API answers above about 1 kB are compressed (issue 17)', () => {
  it('a large answer goes as brotli when the client takes it, and decodes to the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/v1/countries' });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const res = await t.app.inject({ url: '/api/v1/countries', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzip for a client without brotli; identity for one that takes neither', async () => {
    const gzip = await t.app.inject({ url: '/api/v1/countries', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const identity = await t.app.inject({ url: '/api/v1/countries', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveProperty('response');
  });

  it('a small answer goes as it is', async () => {
    const res = await t.app.inject({ url: '/api/v1/get/country', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('small answers compress quickly, large ones compress well (issue 17)', () => {
  const brotli = (body: string, quality: number) =>
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: quality },
    });
  const answerOf = (count: number) =>
    JSON.stringify({
      response: Array.from({ length: count }, (_, index) => ({
        orderId: `ord_${(index * 7919).toString(36)}`,
        fiatAmount: `${100 + ((index * 37) % 900)}.${String((index * 13) % 100).padStart(2, '0')}`,
        cryptoAmount: `0.${String(index * 104_729).padStart(8, '0')}`,
        status: ['PENDING', 'COMPLETED', 'FAILED'][index % 3],
      })),
    });
  const small = answerOf(12);
  const large = answerOf(400);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/small', async (_request, reply) => reply.type('application/json').send(small));
    app.get('/large', async (_request, reply) => reply.type('application/json').send(large));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('an answer of a few kB is brotli at the quick quality', async () => {
    expect(small.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.length).toBeLessThanOrEqual(QUICK_COMPRESSION_MAX_BYTES);
    // The two qualities write different bytes for it, so the assertion below tells them apart.
    expect(brotli(small, QUICK_BROTLI_QUALITY).equals(brotli(small, BROTLI_QUALITY))).toBe(false);
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotli(small, QUICK_BROTLI_QUALITY))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('a larger answer is streamed at the fuller quality, smaller than the quick one would write', async () => {
    expect(large.length).toBeGreaterThan(QUICK_COMPRESSION_MAX_BYTES);
    const res = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(large);
    expect(res.rawPayload.length).toBeLessThan(brotli(large, QUICK_BROTLI_QUALITY).length);
  });

  it('gzip and decompression are node:zlib as they were', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(small);
  });
});
