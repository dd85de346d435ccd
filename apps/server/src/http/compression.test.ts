import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';

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
