import { Order } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, reserve, TEST_CARDS, tokenizeCard } from './orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

async function reservationOf(token: string, params: Record<string, string> = {}) {
  const quote = await getQuote(t.app, params);
  const res = await reserve(t.app, token, { quoteId: quote.quoteId });
  expect(res.statusCode).toBe(200);
  return { quote, reservationId: res.json().response.reservationId as string };
}

describe('an order needs a quote that is still valid', () => {
  it('a reservation made at 0 s cannot make an order at 75 s (the 60 s quote is gone): QUOTE_EXPIRED, no order', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { reservationId } = await reservationOf(token);
    clock.advance(75_000);
    const res = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.visa) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'QUOTE_EXPIRED', message: 'This quote has expired. Please confirm your order again.' });
    const orders = await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } });
    expect(orders.json().response).toEqual([]);
  });

  it('the reservation expires with its quote, not 15 minutes later', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const reservation = (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response;
    expect(reservation.expiresAt).toBe((quote as unknown as { expiresAt: string }).expiresAt);
  });

  it('a refreshed quote (GET quotes/refresh) makes the order at the refreshed price', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const first = await getQuote(t.app);
    clock.advance(75_000);
    const refreshed = (await t.app.inject({ url: `/api/v1/quotes/refresh?quoteId=${encodeURIComponent(first.quoteId)}` })).json().response;
    const reservationId = (await reserve(t.app, token, { quoteId: refreshed.quoteId })).json().response.reservationId;
    const res = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.visa) });
    expect(res.statusCode).toBe(200);
    expect(Order.parse(res.json().response).quoteId).toBe(refreshed.quoteId);
  });

  it('one quote cannot be reserved again and again to hold its price: a second reservation at 50 s ends with the quote too, and neither makes an order at 75 s', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const first = (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response;
    clock.advance(50_000);
    const second = (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response;
    expect(second.expiresAt).toBe(first.expiresAt);
    clock.advance(25_000);
    expect((await reserve(t.app, token, { quoteId: quote.quoteId })).json().code).toBe('QUOTE_EXPIRED');
    const cardToken = await tokenizeCard(t.app, TEST_CARDS.visa);
    for (const { reservationId } of [first, second]) {
      expect((await createOrderCall(t.app, token, { reservationId, paymentMethod: 'credit_debit_card', cardToken })).json().code).toBe('QUOTE_EXPIRED');
    }
  });
});

describe('the same Idempotency-Key with a different body answers 422', () => {
  it('another card, or another payment method, under a used key: IDEMPOTENCY_KEY_REUSED; the same body still answers the same order', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { reservationId } = await reservationOf(token, { paymentMethod: 'sepa_bank_transfer' });
    const first = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'sepa_bank_transfer' }, 'intent-key-0001');
    expect(first.statusCode).toBe(200);
    const again = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'sepa_bank_transfer' }, 'intent-key-0001');
    expect(again.json().response.id).toBe(first.json().response.id);
    const otherMethod = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.visa) }, 'intent-key-0001');
    expect(otherMethod.statusCode).toBe(422);
    expect(otherMethod.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a card order retried with another card under the same key: 422, and the order keeps its first card', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { reservationId } = await reservationOf(token);
    const query = { reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.challenge) };
    const first = await createOrderCall(t.app, token, query, 'intent-key-0002');
    const otherCard = await createOrderCall(t.app, token, { ...query, cardToken: await tokenizeCard(t.app, TEST_CARDS.mastercard) }, 'intent-key-0002');
    expect(otherCard.statusCode).toBe(422);
    expect(otherCard.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const order = await t.app.inject({ url: `/api/v1/order/${first.json().response.id}`, headers: { authorization: token } });
    expect(order.json().response.cardDetails).toMatchObject({ last4: '3220' });
  });
});

describe('3DS and bank-page returns go back to the address the user opened Ferry at', () => {
  it('opened at http://127.0.0.1:8080 (PUBLIC_URL localhost): the 3DS page and its return are on 127.0.0.1, to the payment status page', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { reservationId } = await reservationOf(token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/create-order?${new URLSearchParams({ reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.challenge) })}`,
      headers: { authorization: token, 'idempotency-key': 'intent-key-0003', host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' },
    });
    const order = Order.parse(res.json().response);
    const challenge = order.cardPaymentData?.pgData?.redirectionRequestData?.redirectUrl ?? '';
    expect(challenge).toMatch(/^http:\/\/127\.0\.0\.1:8080\/sandbox\/card-gateway\/3ds\/pay_/);
    const approved = await t.app.inject({
      method: 'POST',
      url: new URL(challenge).pathname.replace('/3ds/', '/actions/'),
      headers: { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:8080/user/paymentstatus\\?orderId=${order.id}`));
  });

  it('an Origin that is not the widget’s own is never a return address (no open redirect): PUBLIC_URL is used', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { reservationId } = await reservationOf(token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/create-order?${new URLSearchParams({ reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.challenge) })}`,
      headers: { authorization: token, 'idempotency-key': 'intent-key-0004', origin: 'https://evil.example' },
    });
    const challenge = Order.parse(res.json().response).cardPaymentData?.pgData?.redirectionRequestData?.redirectUrl ?? '';
    expect(new URL(challenge).origin).toBe(new URL(t.config.publicUrl).origin);
  });
});
