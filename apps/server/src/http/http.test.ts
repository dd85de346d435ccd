import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API envelope and headers', () => {
  it('echoes a well-formed X-Trace-Id and creates one otherwise', async () => {
    const echoed = await t.app.inject({ url: '/api/v1/countries', headers: { 'x-trace-id': 'trace-abc-123' } });
    expect(echoed.headers['x-trace-id']).toBe('trace-abc-123');
    const created = await t.app.inject({ url: '/api/v1/countries', headers: { 'x-trace-id': 'bad trace id!' } });
    expect(created.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API route with 404 in the error envelope', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Route GET /api/v1/nothing-here not found' });
  });

  it('sends security headers on pages, and no other site may frame them (only the widget is framed)', async () => {
    const res = await t.app.inject({ url: '/demo' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const console = await t.app.inject({ url: '/sandbox/kyc' });
    expect(console.headers['x-frame-options']).toBe('DENY');
    // The card gateway's pages open inside the widget, wherever a partner embeds it.
    const cardForm = await t.app.inject({ url: '/sandbox/card-gateway/card-form' });
    expect(cardForm.headers['content-security-policy']).toContain('frame-ancestors *');
  });

  it("sends the API's own security headers on JSON answers: nothing to render, nothing to frame", async () => {
    for (const url of ['/api/v1/countries', '/api/v1/nothing-here', '/api/v1/widget/quotes?fiatAmount=abc']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers CORS preflight with the exposed trace header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/countries',
      headers: { origin: 'https://wallet.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://wallet.example');
  });

  it('serves the OpenAPI document generated from the contracts at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/partners/{apiKey}',
        '/api/v1/init-widget',
        '/api/v1/get/country',
        '/api/v1/countries',
        '/api/v1/fiat-currencies',
        '/api/v1/crypto-currencies',
      ]),
    );
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After and the spec message once the per-minute limit is spent', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.app.inject({ url: '/api/v1/countries' })).statusCode).toBe(200);
      }
      const res = await limited.app.inject({ url: '/api/v1/countries' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'You are being rate limited, please try our app after some time.',
      });
    } finally {
      await limited.close();
    }
  });
});
