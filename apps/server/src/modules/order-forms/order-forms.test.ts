import { OrderFormSession, Quote } from '@ferry/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signIn } from '../auth/auth-test-kit.js';
import { fillSimpleForms, getForms, getUser, quoteFor } from '../kyc/kyc-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' } });
});
afterAll(async () => t.close());

const billing = { countryCode: 'DE', addressLine1: 'Unter den Linden 5', addressLine2: '', city: 'Berlin', state: 'Berlin', postCode: '10117' };

async function cardQuote(app: FastifyInstance, isBuyOrSell: 'BUY' | 'SELL' = 'BUY'): Promise<string> {
  const query = new URLSearchParams({
    fiatCurrency: 'EUR',
    cryptoCurrency: 'ETH',
    network: 'ethereum',
    paymentMethod: isBuyOrSell === 'BUY' ? 'credit_debit_card' : 'sepa_bank_transfer',
    partnerApiKey: 'pk_sandbox_demo',
    isBuyOrSell,
    ...(isBuyOrSell === 'BUY' ? { fiatAmount: '100' } : { cryptoAmount: '0.1' }),
  });
  const res = await app.inject({ url: `/api/v1/widget/quotes?${query}` });
  if (res.statusCode !== 200) throw new Error(`quote answered ${res.statusCode}: ${res.body}`);
  return Quote.parse(res.json().response).quoteId;
}

function formsRequest(token: string, query: Record<string, string>) {
  return t.app.inject({ url: `/api/v1/orders/forms?${new URLSearchParams(query)}`, headers: { authorization: token } });
}

async function orderForms(token: string, query: Record<string, string>): Promise<OrderFormSession> {
  const res = await formsRequest(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return OrderFormSession.parse(res.json().response);
}

const putBilling = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/billing-address', headers: { authorization: token }, payload });

describe('order forms (spec 000 section 7 "GET forms", spec 001 section 7 "KYC forms for order")', () => {
  it('a card buy by a user without a billing address is asked for it, in the KYC forms\' shape with its own endpoint; starting from the KYC address', async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '100');
    await getForms(t.app, token, { quoteId });
    await fillSimpleForms(t.app, token);

    const session = await orderForms(token, { type: 'ORDER', metadata: JSON.stringify({ quoteId: await cardQuote(t.app), formType: 'ORDER' }) });
    expect(session.totalSteps).toBe(1);
    const form = session.forms[0];
    expect(form?.id).toBe('billingAddress');
    expect(form?.formName).toBe('Billing Address');
    expect(form?.endpoint).toEqual({ host: '', path: '/user/billing-address', method: 'PUT', excludeDisabled: true });
    expect(form?.fields.map((field) => field.id)).toEqual(['countryCode', 'addressLine1', 'addressLine2', 'city', 'state', 'postCode']);
    expect(Object.fromEntries(form?.fields.map((field) => [field.id, field.value]) ?? [])).toMatchObject({ countryCode: 'DE', addressLine1: 'Alexanderplatz 1', postCode: '10178' });
  });

  it('the billing address is saved on the user, trimmed, returned as billingAddress in the users call, and no longer pending', async () => {
    const token = await signIn(t.app);
    expect((await getUser(t.app, token)).billingAddress).toBeNull();
    const res = await putBilling(token, { ...billing, addressLine1: '  Unter den Linden 5 ', city: ' Berlin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toEqual({ formId: 'billingAddress', billingAddress: billing });
    expect((await getUser(t.app, token)).billingAddress).toEqual({ ...billing, addressLine2: null, country: 'DE' });

    const quoteId = await cardQuote(t.app);
    expect((await orderForms(token, { metadata: JSON.stringify({ quoteId, formType: 'ORDER' }) })).forms).toEqual([]);
    const asked = await orderForms(token, { formIds: 'billingAddress', metadata: JSON.stringify({ quoteId, formType: 'ORDER' }) });
    expect(asked.forms[0]?.fields.find((field) => field.id === 'postCode')?.value).toBe('10117');
  });

  it('only a card buy needs the billing address; a sell by bank gets the bank details form on asking, for its bank type', async () => {
    const token = await signIn(t.app);
    const sellQuote = await cardQuote(t.app, 'SELL');
    expect((await orderForms(token, { metadata: JSON.stringify({ quoteId: sellQuote }) })).forms).toEqual([]);
    const bank = await orderForms(token, { formIds: 'bankDetails', metadata: JSON.stringify({ quoteId: sellQuote, formType: 'ORDER' }) });
    expect(bank.forms[0]?.endpoint).toEqual({ host: '', path: '/banks', method: 'POST', excludeDisabled: true });
    expect(bank.forms[0]?.fields.map((field) => field.id)).toEqual(['type', 'accountHolderName', 'iban']);
    const gbp = await orderForms(token, { formIds: 'bankDetails', metadata: JSON.stringify({ paymentMethod: 'gbp_bank_transfer' }) });
    expect(gbp.forms[0]?.fields.map((field) => field.id)).toEqual(['type', 'accountHolderName', 'sortCode', 'accountNumber']);
    expect(gbp.forms[0]?.fields[0]?.value).toBe('GBP_BANK');
  });

  it('a malformed billing address is a 400 ORDER_FORM_INVALID and saves nothing', async () => {
    const token = await signIn(t.app);
    const bad = [
      { ...billing, postCode: '!' },
      { ...billing, countryCode: 'XX' },
      { ...billing, addressLine1: '' },
      { ...billing, userId: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const payload of bad) {
      const res = await putBilling(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('ORDER_FORM_INVALID');
    }
    expect((await putBilling(token, { ...billing, city: 42 })).statusCode).toBe(400);
    expect(JSON.parse((await putBilling(token, { ...billing, postCode: '!' })).body).message).toBe('Post Code: Enter a valid post code');
    expect((await getUser(t.app, token)).billingAddress).toBeNull();
  });

  it("an unknown form id, bad metadata or a forged quote is a clear 4xx; another user's billing address is never shown or written", async () => {
    const alice = await signIn(t.app);
    const bob = await signIn(t.app);
    expect((await formsRequest(alice, { formIds: 'billingAddress,passport' })).statusCode).toBe(400);
    expect((await formsRequest(alice, { metadata: '{not json' })).statusCode).toBe(400);
    expect((await formsRequest(alice, { metadata: JSON.stringify({ formType: 'KYC' }) })).statusCode).toBe(400);
    const forged = await formsRequest(alice, { metadata: JSON.stringify({ quoteId: 'forged' }) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('QUOTE_INVALID');

    expect((await putBilling(alice, billing)).statusCode).toBe(200);
    const bobForm = await orderForms(bob, { formIds: 'billingAddress' });
    expect(bobForm.forms[0]?.fields.every((field) => field.value === null)).toBe(true);
    expect((await getUser(t.app, bob)).billingAddress).toBeNull();
    expect((await putBilling(bob, { ...billing, city: 'Hamburg' })).statusCode).toBe(200);
    expect((await getUser(t.app, alice)).billingAddress?.city).toBe('Berlin');
  });

  it('bad input never answers 500: random query values and bodies get a 4xx envelope or a 200', async () => {
    const token = await signIn(t.app);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ formIds: fc.string({ maxLength: 40 }), metadata: fc.oneof(fc.string({ maxLength: 80 }), fc.json().map((json) => json)) }, { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }))),
        async (query, body) => {
          const get = await formsRequest(token, query as Record<string, string>);
          expect(get.statusCode).toBeLessThan(500);
          const put = await putBilling(token, body);
          expect(put.statusCode).toBeLessThan(500);
          if (put.statusCode >= 400) expect(put.json()).toMatchObject({ statusCode: put.statusCode, code: expect.any(String) });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('every order-form call needs a login', async () => {
    expect((await t.app.inject({ url: '/api/v1/orders/forms' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/user/billing-address', payload: billing })).statusCode).toBe(401);
  });
});
