import { DeviceSessionResponse, Order } from '@ferry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema/index.js';
import type { TestApp } from '../../test/helper.js';
import { manualClock, uniqueEmail } from '../auth/auth-test-kit.js';
import { getUser } from '../kyc/kyc-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, reserve, TEST_CARDS, tokenizeCard } from '../orders/orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

async function deviceSession(token: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/fraud/device-session', headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return DeviceSessionResponse.parse(res.json().response).deviceSessionId;
}

async function cardOrder(token: string, extra: Record<string, string> = {}, quoteParams: Record<string, string> = {}) {
  const quote = await getQuote(t.app, quoteParams);
  const reservation = await reserve(t.app, token, { quoteId: quote.quoteId });
  expect(reservation.statusCode, reservation.body).toBe(200);
  return createOrderCall(t.app, token, {
    reservationId: reservation.json().response.reservationId,
    paymentMethod: 'credit_debit_card',
    cardToken: await tokenizeCard(t.app, TEST_CARDS.visa),
    ...extra,
  });
}

const ordersOf = async (token: string) => (await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response as unknown[];

describe('fraud detection: device session and risk scoring (spec 000 section 7, spec 001 sections 4 and 7)', () => {
  it('POST fraud/device-session needs a signed-in user and answers a deviceSessionId', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/fraud/device-session' })).statusCode).toBe(401);
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect(await deviceSession(token)).toMatch(/^fds_/);
  });

  it('an order with the device session is scored and accepted', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const res = await cardOrder(token, { 'additionalData.deviceSessionId': await deviceSession(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(Order.parse(res.json().response).paymentOptionId).toBe('credit_debit_card');
  });

  it('the sandbox magic e-mail (+risk) is rejected: 403 RISKENGINE_PROMOTE_REJECTED, no order, and the profile asks for additional verification', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance, email: uniqueEmail('anna').replace('@', '+risk@') });
    expect((await getUser(t.app, token)).kyc.l1.riskEnginePromote).toBe(false);
    const res = await cardOrder(token, { 'additionalData.deviceSessionId': await deviceSession(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'RISKENGINE_PROMOTE_REJECTED' });
    expect(await ordersOf(token)).toEqual([]);
    expect((await getUser(t.app, token)).kyc.l1.riskEnginePromote).toBe(true);
  });
});

describe('referrerDomain on create-order is checked', () => {
  it("a partner that lists its domains takes orders from those only: 403 PARTNER_DOMAIN_NOT_ALLOWED otherwise", async () => {
    const [demo] = await t.database.db.select().from(partners).where(eq(partners.apiKey, 'pk_sandbox_demo'));
    if (!demo) throw new Error('no demo partner');
    await t.database.db.insert(partners).values({ ...demo, apiKey: 'pk_sandbox_referrer_test', allowedDomains: ['wallet.example'] });
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const elsewhere = await cardOrder(token, { referrerDomain: 'phish.example' }, { partnerApiKey: 'pk_sandbox_referrer_test' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'PARTNER_DOMAIN_NOT_ALLOWED' });
    expect(await ordersOf(token)).toEqual([]);
    const own = await cardOrder(token, { referrerDomain: 'app.wallet.example' }, { partnerApiKey: 'pk_sandbox_referrer_test' });
    expect(own.statusCode, own.body).toBe(200);
  });
});
