import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => t.close());

const countries = (forwardedFor: string) => t.app.inject({ url: '/api/v1/countries', headers: { 'x-forwarded-for': forwardedFor } });

describe('behind one proxy, the client is the address the proxy saw', () => {
  it('a client naming other addresses in X-Forwarded-For is still limited as itself', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt += 1) codes.push((await countries(`192.0.2.${attempt}, 203.0.113.9`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('another client behind the same proxy has its own allowance', async () => {
    expect((await countries('198.51.100.7')).statusCode).toBe(200);
  });
});

describe('with the proxies listed by address, only their word counts', () => {
  it('believes the listed proxy and not a hop the client added', async () => {
    const listed = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1/8', RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const codes = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        codes.push((await listed.app.inject({ url: '/api/v1/countries', headers: { 'x-forwarded-for': `192.0.2.${attempt}, 203.0.113.10` } })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await listed.close();
    }
  });
});
