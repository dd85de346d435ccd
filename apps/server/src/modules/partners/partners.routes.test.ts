import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/partners/:apiKey', () => {
  it('answers an active, KYB-approved partner with every partner-info field', async () => {
    const res = await t.app.inject({ url: '/api/v1/partners/pk_sandbox_demo?hostname=wallet.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({
      apiKey: 'pk_sandbox_demo',
      company: 'Demo Wallet Ltd',
      brand: 'Demo Wallet',
      logo: '/static/icons/partner-demo.svg',
      productsAvailed: ['BUY', 'SELL'],
      isNftEnabled: true,
      buyFeePercentage: '1.0000',
      sellFeePercentage: '1.0000',
      kybStatus: 'APPROVED',
      status: 'ACTIVE',
      isFerryOneEnabled: true,
      removePoweredBy: false,
      isFerryOwnPartner: false,
      defaultLanguage: 'en',
      discountedFlows: ['BUY'],
    });
  });

  it('names no discounted flow for a partner without a fee campaign', async () => {
    const res = await t.app.inject({ url: '/api/v1/partners/pk_sandbox_ferry' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.discountedFlows).toEqual([]);
  });

  it('refuses a disabled partner with "{company} has been disabled because of suspicious activity."', async () => {
    const res = await t.app.inject({ url: '/api/v1/partners/pk_sandbox_disabled' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'PARTNER_INACTIVE',
      message: 'Shady Exchange Ltd has been disabled because of suspicious activity.',
      params: { company: 'Shady Exchange Ltd' },
    });
  });

  it("refuses a partner whose KYB is not approved with \"{company}'s API key is not active...\"", async () => {
    const res = await t.app.inject({ url: '/api/v1/partners/pk_sandbox_kyb_pending' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'PARTNER_KYB_NOT_APPROVED',
      message: "Pending Wallet Inc's API key is not active. Please complete the KYB to go live with us.",
      params: { company: 'Pending Wallet Inc' },
    });
  });

  it('answers an unknown key with 404 PARTNER_NOT_FOUND "Invalid API Key"', async () => {
    const res = await t.app.inject({ url: '/api/v1/partners/pk_nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PARTNER_NOT_FOUND', message: 'Invalid API Key' });
  });

  it('gives the product its own partner key with the off-ramp stream product', async () => {
    const res = await t.app.inject({ url: '/api/v1/partners/pk_sandbox_ferry' });
    expect(res.json().response.productsAvailed).toEqual(['BUY', 'SELL', 'OFF_RAMP_STREAM']);
  });

  it.each([
    ['a key with spaces', '/api/v1/partners/bad%20key'],
    ['a key of 101 characters', `/api/v1/partners/${'k'.repeat(101)}`],
    ['a hostname with a path', '/api/v1/partners/pk_sandbox_demo?hostname=evil.example/x'],
    ['a hostname of 300 characters', `/api/v1/partners/pk_sandbox_demo?hostname=${'a'.repeat(300)}`],
  ])('answers %s with 400 and the error envelope', async (_name, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(typeof res.json().message).toBe('string');
  });
});
