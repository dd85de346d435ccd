import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const endpoints = [
  '/api/v1/init-widget',
  '/api/v1/partners/pk_sandbox_demo',
  '/api/v1/get/country',
  '/api/v1/countries',
  '/api/v1/fiat-currencies',
  '/api/v1/crypto-currencies',
];
const names = ['hostname', 'apiKey', 'partnerApiKey', 'x', 'apiKey[]', '__proto__', 'constructor'];

const queryString = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string()), fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 300 }))),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'));

const rawSegment = fc.string({ unit: 'binary', maxLength: 120 }).map((value) => encodeURIComponent(value));

describe('bad input to the start-up endpoints', () => {
  it('never answers 500 to random query strings, and every failure is the error envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), queryString, async (endpoint, query) => {
        const res = await t.app.inject({ url: `${endpoint}?${query}` });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json()).toMatchObject({ statusCode: res.statusCode, code: expect.any(String), message: expect.any(String) });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never answers 500 to random partner keys in the path', async () => {
    await fc.assert(
      fc.asyncProperty(rawSegment, async (segment) => {
        const res = await t.app.inject({ url: `/api/v1/partners/${segment}` });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });

  it('answers malformed query strings (bad percent-encoding, repeated keys) with 400, not 500', async () => {
    for (const url of [
      '/api/v1/fiat-currencies?apiKey=%E0%A4%A',
      '/api/v1/fiat-currencies?apiKey=a&apiKey=b',
      '/api/v1/init-widget?hostname=a&hostname=b',
      '/api/v1/crypto-currencies?partnerApiKey=',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
