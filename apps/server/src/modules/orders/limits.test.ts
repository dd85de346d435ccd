import { Limits } from '@ferry/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock, signIn } from '../auth/auth-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, placeOrder, reserve, tokenizeCard, TEST_CARDS } from './orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

function limitsCall(app: FastifyInstance, token: string, query: Record<string, string>) {
  return app.inject({ url: `/api/v1/limits?${new URLSearchParams(query)}`, headers: { authorization: token } });
}
async function limitsOf(app: FastifyInstance, token: string, query: Record<string, string> = {}) {
  const res = await limitsCall(app, token, { isBuyOrSell: 'BUY', paymentCategory: 'card', fiatCurrency: 'EUR', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return Limits.parse(res.json().response);
}
async function cardBuy(app: FastifyInstance, token: string, fiatAmount: string) {
  const quote = await getQuote(app, { fiatAmount });
  const reservation = await reserve(app, token, { quoteId: quote.quoteId });
  expect(reservation.statusCode, reservation.body).toBe(200);
  const cardToken = await tokenizeCard(app, TEST_CARDS.visa);
  return createOrderCall(app, token, { reservationId: reservation.json().response.reservationId, paymentMethod: 'credit_debit_card', cardToken });
}
const orderCount = async (app: FastifyInstance, token: string) =>
  (await app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response.length as number;

describe('GET limits (spec 001 section 7): limits, spent and remaining per window of the user’s level', () => {
  it('a SIMPLE buyer starts with the full card limits in EUR and in USD', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect(await limitsOf(t.app, token)).toEqual({
      '1': { limits: '300', spent: '0', remaining: '300' },
      '30': { limits: '1500', spent: '0', remaining: '1500' },
      '365': { limits: '5000', spent: '0', remaining: '5000' },
    });
    expect((await limitsOf(t.app, token, { fiatCurrency: 'USD' }))['1'].limits).toBe('330');
    expect((await limitsOf(t.app, token, { kycType: 'STANDARD' }))['1'].limits).toBe('5000');
    expect((await limitsOf(t.app, token, { isBuyOrSell: 'SELL', paymentCategory: 'bank_transfer' }))['1'].limits).toBe('500');
  });

  it('two 100 EUR card buys are spent in every window, converted for another fiat; bank transfer is untouched', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect((await placeOrder(t.app, token)).statusCode).toBe(200);
    expect((await placeOrder(t.app, token)).statusCode).toBe(200);
    const eur = await limitsOf(t.app, token);
    expect(eur['1']).toEqual({ limits: '300', spent: '200', remaining: '100' });
    expect(eur['30']).toEqual({ limits: '1500', spent: '200', remaining: '1300' });
    expect(eur['365']).toEqual({ limits: '5000', spent: '200', remaining: '4800' });
    // 100 EUR = 100 / 0.92 USD = 108.70 USD (to the cent), twice.
    expect((await limitsOf(t.app, token, { fiatCurrency: 'USD' }))['1'].spent).toBe('217.4');
    expect((await limitsOf(t.app, token, { paymentCategory: 'bank_transfer' }))['1'].spent).toBe('0');
  });
});

describe('create-order enforces the same numbers (ORDER_LIMIT_EXCEEDED naming the window)', () => {
  it("refuses an order over today's remaining, creates nothing, and takes it once the first orders are 24:00:01 old", async () => {
    const { email, token: first } = await newBuyer(t.app, { advance: clock.advance });
    let token = first;
    expect((await cardBuy(t.app, token, '100')).statusCode).toBe(200);
    expect((await cardBuy(t.app, token, '100')).statusCode).toBe(200);
    const before = await limitsOf(t.app, token);

    const refused = await cardBuy(t.app, token, '150');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ORDER_LIMIT_EXCEEDED', params: { window: '1', remaining: '100', currency: 'EUR' } });
    expect(await orderCount(t.app, token)).toBe(2);
    expect(await limitsOf(t.app, token)).toEqual(before);

    // The first two orders are 23:59:59 old: they still count today.
    clock.advance(DAY - SECOND);
    token = await signIn(t.app, email); // a session does not last a day
    expect((await cardBuy(t.app, token, '150')).json().code).toBe('ORDER_LIMIT_EXCEEDED');
    expect(await orderCount(t.app, token)).toBe(2);

    // 24:00:01 old: today is free again, the 30-day window still holds them.
    clock.advance(2 * SECOND);
    token = await signIn(t.app, email);
    expect(await limitsOf(t.app, token)).toMatchObject({ '1': { spent: '0', remaining: '300' }, '30': { spent: '200', remaining: '1300' } });
    expect((await cardBuy(t.app, token, '150')).statusCode).toBe(200);
    expect(await orderCount(t.app, token)).toBe(3);
    expect((await limitsOf(t.app, token))['1']).toEqual({ limits: '300', spent: '150', remaining: '150' });
  });

  it('a failed card order is not spent', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const failed = await placeOrder(t.app, token, { card: TEST_CARDS.declined });
    expect(failed.json().response.status).toBe('FAILED');
    expect((await limitsOf(t.app, token))['1'].spent).toBe('0');
  });
});

describe('bad input gets a clear 4xx and changes nothing', () => {
  it.each([
    [{ paymentCategory: 'crypto' }, 400],
    [{ paymentCategory: 'cash', isBuyOrSell: 'SELL' }, 400],
    [{ fiatCurrency: 'eur' }, 400],
    [{ fiatCurrency: '-100' }, 400],
    [{ fiatCurrency: 'JPY' }, 400],
    [{ isBuyOrSell: 'HOLD' }, 400],
    [{ kycType: 'PLATINUM' }, 400],
  ])('%o answers %i', async (query, status) => {
    const { token } = await newBuyer(t.app, { advance: clock.advance, isKycApproved: false });
    const res = await limitsCall(t.app, token, { isBuyOrSell: 'BUY', paymentCategory: 'card', fiatCurrency: 'EUR', ...query });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
  it('needs a signed-in user', async () => {
    expect((await limitsCall(t.app, 'nope', { isBuyOrSell: 'BUY', paymentCategory: 'card', fiatCurrency: 'EUR' })).statusCode).toBe(401);
  });
});
