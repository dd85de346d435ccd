import { BinVerification, type Card, SANDBOX_WALLET_TOKENS } from '@ferry/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, placeOrder, reserve, TEST_CARDS, tokenizeCard } from '../orders/orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const verify = async (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cards/verify', headers: { authorization: token }, payload: body });
const cardsOf = async (token: string) => (await t.app.inject({ url: '/api/v1/cards', headers: { authorization: token } })).json().response as Card[];

describe('verify card (BIN): binStatus, displayMessage and acceptance', () => {
  it('the test cards: Visa and Mastercard allowed with their acceptance, the blocked BIN refused with its message', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const of = async (number: string) => BinVerification.parse((await verify(token, { bin: number.slice(0, 6), last4: number.slice(-4) })).json().response);
    expect(await of(TEST_CARDS.visa)).toEqual({ binStatus: 'ALLOWED', displayMessage: '', acceptance: 96, scheme: 'visa' });
    expect(await of(TEST_CARDS.mastercard)).toMatchObject({ binStatus: 'ALLOWED', acceptance: 84, scheme: 'mastercard' });
    expect(await of(TEST_CARDS.challenge)).toMatchObject({ binStatus: 'ALLOWED', acceptance: 62 });
    expect(await of(TEST_CARDS.declined)).toMatchObject({ binStatus: 'ALLOWED', acceptance: 35 });
    const blocked = await of(TEST_CARDS.blockedBin);
    expect(blocked).toMatchObject({ binStatus: 'BLOCKED', acceptance: 0 });
    expect(blocked.displayMessage).toMatch(/not accepted/);
    expect((await of(TEST_CARDS.amex)).scheme).toBe('amex');
  });
  it("the blocked BIN's display message in the caller's language (Accept-Language), English otherwise", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const bin = { bin: TEST_CARDS.blockedBin.slice(0, 6), last4: TEST_CARDS.blockedBin.slice(-4) };
    const inLanguage = async (language: string) =>
      BinVerification.parse(
        (await t.app.inject({ method: 'POST', url: '/api/v1/cards/verify', headers: { authorization: token, 'accept-language': language }, payload: bin })).json()
          .response,
      ).displayMessage;
    expect(await inLanguage('de-DE,de;q=0.9')).toBe('Karten dieser Bank werden nicht akzeptiert. Bitte verwenden Sie eine andere Karte.');
    expect(await inLanguage('fr-FR')).toBe('Cards issued by this bank are not accepted. Please use a different card.');
  });
  it('refuses anything but 6 to 8 digits, and needs a signed-in user', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect((await verify(token, { bin: '4242424242424242' })).statusCode).toBe(400);
    expect((await verify('nope', { bin: '424242' })).statusCode).toBe(401);
  });
});

describe('saved cards', () => {
  it('a card used for an order is saved: listed with its scheme and last four, never the number', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect(await cardsOf(token)).toEqual([]);
    await placeOrder(t.app, token, { card: TEST_CARDS.mastercard });
    const [card] = await cardsOf(token);
    expect(card).toMatchObject({ last4Digits: '4444', network: 'MASTERCARD', details: { scheme: 'mastercard' } });
    expect(JSON.stringify(card)).not.toContain(TEST_CARDS.mastercard);
  });
  it('a saved card pays again by cardId', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    await placeOrder(t.app, token);
    const [card] = await cardsOf(token);
    const again = await placeOrder(t.app, token, { cardId: card?.id ?? '' });
    expect(again.json().response).toMatchObject({ status: 'PROCESSING', cardDetails: { last4: '4242' } });
  });
  it('delete removes the card; deleting it again is 404', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    await placeOrder(t.app, token);
    const [card] = await cardsOf(token);
    const remove = () => t.app.inject({ method: 'DELETE', url: '/api/v1/cards', headers: { authorization: token }, payload: { cardId: card?.id } });
    expect((await remove()).json().response).toEqual({ cardId: card?.id });
    expect(await cardsOf(token)).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
  });
});

describe("another user's things answer 404, never their content", () => {
  it('orders, cancel, payment done, cards, reservations, notify, gateway cancel and wallet init', async () => {
    const owner = await newBuyer(t.app, { advance: clock.advance });
    const other = await newBuyer(t.app, { advance: clock.advance });
    const asOther = { authorization: other.token };
    const cardOrder = (await placeOrder(t.app, owner.token, { card: TEST_CARDS.challenge })).json().response;
    const [card] = await cardsOf(owner.token);
    const quote = await getQuote(t.app);
    const reservationId = (await reserve(t.app, owner.token, { quoteId: quote.quoteId })).json().response.reservationId;

    const calls = [
      t.app.inject({ url: `/api/v1/order/${cardOrder.id}`, headers: asOther }),
      t.app.inject({ method: 'DELETE', url: `/api/v1/orders/cancel/${cardOrder.id}?cancelReason=mine`, headers: asOther }),
      t.app.inject({ method: 'POST', url: '/api/v1/orders/payment-done', headers: asOther, payload: { orderId: cardOrder.id, paymentOptionId: 'credit_debit_card' } }),
      t.app.inject({ method: 'DELETE', url: '/api/v1/cards', headers: asOther, payload: { cardId: card?.id } }),
      createOrderCall(t.app, other.token, { reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.visa) }),
      createOrderCall(t.app, other.token, { reservationId: (await reserve(t.app, other.token, { quoteId: (await getQuote(t.app)).quoteId })).json().response.reservationId, paymentMethod: 'credit_debit_card', cardId: card?.id ?? '' }),
      t.app.inject({ method: 'POST', url: '/api/v1/payment/notify-update', headers: asOther, payload: { paymentId: cardOrder.cardPaymentData.paymentId } }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/cancel',
        headers: asOther,
        payload: { paymentId: cardOrder.cardPaymentData.paymentId, userId: cardOrder.userId, cancelReason: 'not mine' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/init/google-pay',
        headers: asOther,
        payload: { paymentId: cardOrder.cardPaymentData.paymentId, orderId: cardOrder.id, userId: cardOrder.userId, sessionToken: 'guess', additionalData: { paymentData: { token: SANDBOX_WALLET_TOKENS.visaSucceeds } } },
      }),
    ];
    const answers = await Promise.all(calls);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(cardOrder.walletAddress);
    }
    expect((await t.app.inject({ url: '/api/v1/orders', headers: asOther })).json().response).toEqual([]);
    expect(await cardsOf(other.token)).toEqual([]);
    const unchanged = await t.app.inject({ url: `/api/v1/order/${cardOrder.id}`, headers: { authorization: owner.token } });
    expect(unchanged.json().response.status).toBe('AWAITING_PAYMENT_FROM_USER');
    const events = await t.database.db.execute(sql`select count(*)::int as n from order_status_events where order_id = ${cardOrder.id}`);
    expect((events as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });
});
