import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let open: TestApp;
let listed: TestApp;
beforeAll(async () => {
  [open, listed] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { CORS_ORIGINS: 'https://wallet.example, https://dapp.example' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([open.close(), listed.close()]);
});

const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/api/v1/widget/quotes',
  headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-trace-id, authorization' },
});

describe('CORS for partner pages', () => {
  it('answers a preflight 204 with the origin, the methods and the requested headers', async () => {
    const res = await open.app.inject(preflight('https://any-partner.example'));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': 'https://any-partner.example',
      'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE',
      'access-control-allow-headers': 'x-trace-id, authorization',
      'access-control-max-age': '600',
      // The allowed headers echo the request's, so caches must keep preflights apart by them too (Fetch standard).
      vary: 'Origin, Access-Control-Request-Headers',
    });
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a cross-origin page read the answer and its trace id, and varies every answer by Origin', async () => {
    const cross = await open.app.inject({ url: '/api/v1/countries', headers: { origin: 'https://wallet.example' } });
    expect(cross.statusCode).toBe(200);
    expect(cross.headers['access-control-allow-origin']).toBe('https://wallet.example');
    expect(cross.headers['access-control-expose-headers']).toBe('x-trace-id, retry-after');
    const sameOrigin = await open.app.inject({ url: '/api/v1/countries' });
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(sameOrigin.headers.vary).toBe('Origin');
  });

  it('with CORS_ORIGINS listed, answers only those origins and refuses the preflight of any other', async () => {
    const allowed = await listed.app.inject(preflight('https://dapp.example'));
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://dapp.example');
    const other = await listed.app.inject(preflight('https://evil.example'));
    expect(other.statusCode).toBe(404);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const read = await listed.app.inject({ url: '/api/v1/countries', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
