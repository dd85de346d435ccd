import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { trustedWidgetParams } from './signed-urls.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** How a partner signs: base64 HMAC-SHA256 of the query string, keyed by its secret. */
function signed(query: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(query).digest('base64');
  return `${query}&signature=${encodeURIComponent(signature)}`;
}

const verify = (apiKey: string, query: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/widget-params/verify', payload: { apiKey, query } });

const signedQuery =
  'apiKey=pk_sandbox_signed&walletAddress=0xabc&email=ada%40example.com&fiatCurrency=GBP';

describe('POST /api/v1/widget-params/verify (signed URLs)', () => {
  it('accepts a query signed with the partner secret', async () => {
    const res = await verify('pk_sandbox_signed', `?${signed(signedQuery, 'sk_sandbox_signed')}`);
    expect(res.json().response).toEqual({ requiresSignedUrl: true, isSigned: true, isValid: true });
  });

  it('refuses a tampered wallet address, another secret, and a query signed for another key', async () => {
    const tampered = signed(signedQuery, 'sk_sandbox_signed').replace('0xabc', '0xevil');
    expect((await verify('pk_sandbox_signed', tampered)).json().response.isValid).toBe(false);
    expect(
      (await verify('pk_sandbox_signed', signed(signedQuery, 'sk_sandbox_demo'))).json().response
        .isValid,
    ).toBe(false);
    const demoQuery = signed('apiKey=pk_sandbox_demo&walletAddress=0xabc', 'sk_sandbox_demo');
    expect((await verify('pk_sandbox_demo', demoQuery)).json().response.isValid).toBe(true);
    const otherKey = signed('apiKey=pk_sandbox_ferry&walletAddress=0xabc', 'sk_sandbox_demo');
    expect((await verify('pk_sandbox_demo', otherKey)).json().response.isValid).toBe(false);
  });

  it('says pk_sandbox_demo does not require signing, and an unsigned query is not signed', async () => {
    expect((await verify('pk_sandbox_demo', '?apiKey=pk_sandbox_demo')).json().response).toEqual({
      requiresSignedUrl: false,
      isSigned: false,
      isValid: false,
    });
  });

  it('refuses unknown and disabled partners as the widget start does', async () => {
    expect((await verify('pk_nobody', '')).statusCode).toBe(404);
    expect((await verify('pk_sandbox_disabled', '')).statusCode).toBe(403);
  });

  it('answers a 300 kB query with 400, never 500', async () => {
    const res = await verify('pk_sandbox_demo', `a=${'x'.repeat(300_000)}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('trustedWidgetParams: the server checks the same signature wherever it uses those values', () => {
  it('gives the wallet address and e-mail of a correctly signed URL', async () => {
    const trusted = await trustedWidgetParams(contextOf(), {
      apiKey: 'pk_sandbox_signed',
      rawQuery: signed(signedQuery, 'sk_sandbox_signed'),
    });
    expect(trusted.values).toEqual({ walletAddress: '0xabc', email: 'ada@example.com' });
  });

  it('a tampered signed URL loses its wallet address for a partner that requires signing', async () => {
    const trusted = await trustedWidgetParams(contextOf(), {
      apiKey: 'pk_sandbox_signed',
      rawQuery: signed(signedQuery, 'sk_sandbox_signed').replace('0xabc', '0xevil'),
    });
    expect(trusted).toMatchObject({ isSigned: true, isValid: false, values: {} });
  });

  it('an unsigned URL loses its wallet address for a partner that requires signing', async () => {
    const trusted = await trustedWidgetParams(contextOf(), {
      apiKey: 'pk_sandbox_signed',
      rawQuery: signedQuery,
    });
    expect(trusted.values).toEqual({});
  });

  it('keeps the values of an unsigned URL for a partner that does not require signing', async () => {
    const trusted = await trustedWidgetParams(contextOf(), {
      apiKey: 'pk_sandbox_demo',
      rawQuery: 'apiKey=pk_sandbox_demo&walletAddress=0xabc',
    });
    expect(trusted).toMatchObject({
      requiresSignedUrl: false,
      isSigned: false,
      values: { walletAddress: '0xabc' },
    });
  });
});

function contextOf() {
  return { config: t.config, db: t.database.db, providers: {} as never, now: () => new Date(), events: {} as never, jobs: {} as never, sessions: {} as never };
}
