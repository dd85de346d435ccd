import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycProvider } from '../../providers/kyc/kyc-provider.js';
import { createSandboxKycProvider } from '../../providers/kyc/sandbox-kyc-provider.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signIn } from '../auth/auth-test-kit.js';
import { formsRequest, personalDetails, quoteFor, submitForm } from './kyc-test-kit.js';
import { sandboxTokenOf } from '../../http/sandbox-guard.js';

let t: TestApp;
beforeAll(async () => {
  // Its own switch row: turning this provider off must not disturb other test files on a shared database.
  const holder: { provider?: KycProvider } = {};
  const kyc = new Proxy({} as KycProvider, { get: (_target, key) => (holder.provider ? Reflect.get(holder.provider, key) : undefined) });
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' }, overrides: { providers: { kyc } } });
  holder.provider = createSandboxKycProvider({ db: t.database.db, now: () => new Date(), publicUrl: t.config.publicUrl, settingsId: `test-${randomUUID()}` });
});
afterAll(async () => t.close());

describe('KYC provider unavailable (spec 000 section 8)', () => {
  it("answers the maintenance message with code KYC_PROVIDER_UNAVAILABLE while the switch is off, and works again after", async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '100');
    expect((await formsRequest(t.app, token, { quoteId })).statusCode).toBe(200);

    const off = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/provider', headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { isAvailable: false } });
    expect(off.statusCode).toBe(200);
    const res = await formsRequest(t.app, token, { quoteId });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'KYC_PROVIDER_UNAVAILABLE',
      message:
        'User Maintenance: Sorry, our KYC provider is under maintenance. Please try placing your order again in some time. We appreciate your patience!',
    });
    expect((await submitForm(t.app, token, null, 'personalDetails', personalDetails())).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/api/v1/sandbox/kyc' })).json().response.isProviderAvailable).toBe(false);

    await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/provider', headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { isAvailable: true } });
    expect((await formsRequest(t.app, token, { quoteId })).statusCode).toBe(200);
  });
});

describe('sandbox KYC console in production mode', () => {
  it('does not exist (404)', async () => {
    const prod = await createTestApp({
      env: {
        FERRY_MODE: 'production',
        BOT_CHECK_MAX_NUMBER: '1000',
      },
    });
    try {
      expect((await prod.app.inject({ url: '/api/v1/sandbox/kyc' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/provider', headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { isAvailable: false } })).statusCode).toBe(404);
      const page = await prod.app.inject({ url: '/sandbox/kyc/00000000-0000-4000-8000-000000000000' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('application/json');
    } finally {
      await prod.close();
    }
  });
});
