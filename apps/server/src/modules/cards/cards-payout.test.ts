import { type Card, MappedUser, PayoutCardStatus, PayoutCardValidation } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer, placeOrder, TEST_CARDS } from '../orders/orders-test-kit.js';
import { payoutCardStatusCall, validatePayoutCard } from '../orders/sell-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const cardsOf = async (token: string) => (await t.app.inject({ url: '/api/v1/cards', headers: { authorization: token } })).json().response as Card[];
const isPayoutCard = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cards/is-payout-card', headers: { authorization: token }, payload });

async function validateAndRead(token: string, number: string) {
  const validation = PayoutCardValidation.parse((await validatePayoutCard(t.app, token, number)).json().response);
  const status = PayoutCardStatus.parse((await payoutCardStatusCall(t.app, token, validation.paymentId)).json().response);
  return { validation, status };
}

describe('card validate (payout) and payout card status: the test cards', () => {
  it('4242 4242 4242 4242 (Visa) needs no redirect and may receive payouts by fast_funds (30 minutes)', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { validation, status } = await validateAndRead(token, TEST_CARDS.visa);
    expect(validation.pgData).toEqual({ redirectionRequired: false, redirectUrl: null });
    expect(validation.paymentId).toMatch(/^pay_/);
    expect(status).toMatchObject({ isPayoutAllowed: true, moneyTransferType: 'fast_funds' });
    const [card] = await cardsOf(token);
    expect(card).toMatchObject({ id: status.cardId, last4: '4242', isPayoutAllowed: true, moneyTransferType: 'fast_funds' });
  });
  it('5555 5555 5555 4444 (Mastercard) may receive payouts by standard transfer (48 hours)', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect((await validateAndRead(token, TEST_CARDS.mastercard)).status).toMatchObject({ isPayoutAllowed: true, moneyTransferType: 'standard' });
  });
  it('4000 0000 0000 3220 needs the cardholder’s authentication first: no cardId until it is completed, then allowed', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { validation, status } = await validateAndRead(token, TEST_CARDS.challenge);
    expect(validation.pgData.redirectionRequired).toBe(true);
    expect(validation.pgData.redirectUrl).toMatch(/\/sandbox\/card-gateway\/3ds\/pay_/);
    expect(status).toEqual({ cardId: null, isPayoutAllowed: false, moneyTransferType: null });
    const page = await t.app.inject({ url: new URL(validation.pgData.redirectUrl ?? '').pathname });
    expect(page.body).toContain('Authorise your card');
    const done = await t.app.inject({ method: 'POST', url: `/sandbox/card-gateway/actions/${validation.paymentId}`, payload: { outcome: 'approve' } });
    expect(done.headers.location).toMatch(/\/sandbox\/card-gateway\/card-authorised\?cko-session-id=pay_/);
    expect((await t.app.inject({ url: new URL(String(done.headers.location)).pathname })).body).toContain('Card authorised');
    const after = PayoutCardStatus.parse((await payoutCardStatusCall(t.app, token, validation.paymentId)).json().response);
    expect(after).toMatchObject({ isPayoutAllowed: true, moneyTransferType: 'standard' });
    expect(after.cardId).not.toBeNull();
  });
  it('4000 0000 0000 0002 (declined) cannot receive payouts: the card is saved as not allowed', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const { status } = await validateAndRead(token, TEST_CARDS.declined);
    expect(status).toMatchObject({ isPayoutAllowed: false, moneyTransferType: null });
    expect(status.cardId).not.toBeNull();
    expect((await cardsOf(token))[0]).toMatchObject({ isPayoutAllowed: false });
  });
  it('Amex is not a supported scheme; a fiat without card payouts (INR) is refused; a bad token is 400', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect((await validatePayoutCard(t.app, token, TEST_CARDS.amex)).json()).toMatchObject({ code: 'CARD_NOT_SUPPORTED', message: 'Only Mastercard or Visa cards are supported.' });
    expect((await validatePayoutCard(t.app, token, TEST_CARDS.visa, 'INR')).json()).toMatchObject({ code: 'CARD_NOT_PAYOUT_ELIGIBLE', message: 'Card not eligible for payout' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/cards/payout/validate', headers: { authorization: token }, payload: { token: 'tok_unknown0000000000000000', fiatCurrency: 'EUR' } });
    expect(bad.json().code).toBe('CARD_TOKEN_INVALID');
  });
});

describe('is-payout-card: saved cards whose payout is unknown', () => {
  it('a card saved by a buy is unknown until checked; the check is recorded; INR has no card payouts', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    await placeOrder(t.app, token, { card: TEST_CARDS.mastercard });
    const [card] = await cardsOf(token);
    expect(card?.isPayoutAllowed).toBeUndefined();
    expect((await isPayoutCard(token, { cardId: card?.id, fiatCurrency: 'EUR' })).json().response).toEqual({ isPayoutAllowed: true, moneyTransferType: 'standard' });
    expect((await cardsOf(token))[0]).toMatchObject({ isPayoutAllowed: true, moneyTransferType: 'standard' });
    expect((await isPayoutCard(token, { cardId: card?.id, fiatCurrency: 'INR' })).json().response).toEqual({ isPayoutAllowed: false, moneyTransferType: null });
  });
  it("another user's card and another user's verification answer 404", async () => {
    const owner = await newBuyer(t.app, { advance: clock.advance });
    const other = await newBuyer(t.app, { advance: clock.advance });
    const { validation, status } = await validateAndRead(owner.token, TEST_CARDS.visa);
    expect((await isPayoutCard(other.token, { cardId: status.cardId, fiatCurrency: 'EUR' })).statusCode).toBe(404);
    expect((await payoutCardStatusCall(t.app, other.token, validation.paymentId)).statusCode).toBe(404);
    expect((await payoutCardStatusCall(t.app, owner.token, 'pay_doesnotexist00000000')).statusCode).toBe(404);
    expect((await payoutCardStatusCall(t.app, owner.token, 'not-a-payment')).statusCode).toBe(400);
  });
  it("an order's card payment is no payout verification: 404", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = (await placeOrder(t.app, token, { card: TEST_CARDS.challenge })).json().response;
    expect((await payoutCardStatusCall(t.app, token, order.cardPaymentData.paymentId)).statusCode).toBe(404);
  });
});

describe('the users call lists the saved cards (spec 001 sections 3 and 4)', () => {
  it('payout-allowed first, unknown second, not-allowed last, whatever order they were saved in', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const allowed = (await validateAndRead(token, TEST_CARDS.visa)).status.cardId;
    clock.advance(1000);
    // A card saved by a buy order: its payout is unknown until checked for a fiat.
    expect((await placeOrder(t.app, token, { card: TEST_CARDS.mastercard })).statusCode).toBe(200);
    clock.advance(1000);
    const refused = (await validateAndRead(token, TEST_CARDS.declined)).status.cardId;
    const saved = await cardsOf(token);
    const unknown = saved.find((card) => card.isPayoutAllowed === undefined)?.id;
    expect(unknown).toBeDefined();
    expect(saved.map((card) => card.id)).toEqual([refused, unknown, allowed]);
    const user = MappedUser.parse((await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response);
    expect(user.cards.map((card) => card.id)).toEqual([allowed, unknown, refused]);
    expect(user.cards[0]).toMatchObject({ last4Digits: '4242', network: 'VISA', isPayoutAllowed: true });
    expect(user.cards[1]).not.toHaveProperty('isPayoutAllowed');
    expect(user.cards[2]).toMatchObject({ isPayoutAllowed: false });
  });
});
