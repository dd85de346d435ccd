import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { hostAndParents } from './location.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/init-widget', () => {
  it('answers result true for an ordinary embedding host', async () => {
    const res = await t.app.inject({ url: '/api/v1/init-widget?hostname=wallet.example' });
    expect(res.json().response.result).toBe(true);
  });

  it('answers result false (scam referrer) for a known scam host and its subdomains', async () => {
    for (const hostname of ['scam-referrer.example', 'login.scam-referrer.example', 'FREE-CRYPTO-GIVEAWAY.example']) {
      const res = await t.app.inject({ url: `/api/v1/init-widget?hostname=${hostname}` });
      expect(res.json().response.result).toBe(false);
    }
  });

  it('answers a hostname that is not a host name with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/init-widget?hostname=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v1/get/country', () => {
  it('answers the sandbox country for a local caller', async () => {
    const res = await t.app.inject({ url: '/api/v1/get/country' });
    expect(res.json()).toEqual({ response: { ipCountryCode: 'DE' } });
  });

  it('lets a sandbox tester pretend to be elsewhere with X-Sandbox-Country', async () => {
    const res = await t.app.inject({ url: '/api/v1/get/country', headers: { 'x-sandbox-country': 'gb' } });
    expect(res.json()).toEqual({ response: { ipCountryCode: 'GB' } });
  });
});

describe('hostAndParents', () => {
  it('lists the host and every parent domain above it, but not the bare top-level domain', () => {
    expect(hostAndParents('a.b.scam.example')).toEqual(['a.b.scam.example', 'b.scam.example', 'scam.example']);
    expect(hostAndParents('localhost')).toEqual(['localhost']);
  });
});
