import { Order, Reservation } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { fillSimpleForms, getForms, quoteFor } from '../kyc/kyc-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, placeOrder, reserve, TEST_CARDS, tokenizeCard } from './orders-test-kit.js';

const ukAddress = { countryCode: 'GB', addressLine1: '10 Downing Street', addressLine2: '', city: 'London', state: 'London', postCode: 'SW1A 2AA' };

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

describe('orders/wallet-reserve', () => {
  it('reserves a valid quote with a checked wallet address', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const res = await reserve(t.app, token, { quoteId: quote.quoteId });
    expect(res.statusCode).toBe(200);
    expect(Reservation.parse(res.json().response).quoteId).toBe(quote.quoteId);
  });
  it("refuses a wallet address of another network: 'Please enter a valid ETH wallet address'", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const res = await reserve(t.app, token, { quoteId: quote.quoteId, walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ENTER_VALID_ADDRESS', message: 'Please enter a valid ETH wallet address' });
  });
  it('refuses a forged quote id and needs a signed-in user', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect((await reserve(t.app, token, { quoteId: 'abc.def' })).json().code).toBe('QUOTE_INVALID');
    expect((await reserve(t.app, 'nope', { quoteId: 'abc.def' })).statusCode).toBe(401);
  });
});

describe('orders/create-order', () => {
  it('buys with 4242 4242 4242 4242: the card is charged and the order is PROCESSING with the card shown as Visa **** 4242', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const res = await placeOrder(t.app, token);
    expect(res.statusCode).toBe(200);
    const order = Order.parse(res.json().response);
    expect(order).toMatchObject({ status: 'PROCESSING', paymentOptionId: 'credit_debit_card', cardDetails: { scheme: 'visa', last4: '4242' } });
    expect(order.amountPaid).toBe(order.fiatAmount);
  });
  it('the 3DS card waits for its challenge: awaiting payment with a redirect to the challenge page', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { card: TEST_CARDS.challenge })).json().response);
    expect(order.status).toBe('AWAITING_PAYMENT_FROM_USER');
    expect(order.cardPaymentData?.pgData).toMatchObject({ redirectionRequired: true });
    expect(order.cardPaymentData?.pgData?.redirectionRequestData?.redirectUrl).toMatch(/\/sandbox\/card-gateway\/3ds\/pay_/);
  });
  it('the declined card ends FAILED with the failure information', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { card: TEST_CARDS.declined })).json().response);
    expect(order.status).toBe('FAILED');
    expect(order.failedReason?.header).toBe('Payment declined');
    // The order details read it in the reader's language (issue 18).
    const german = await t.app.inject({ url: `/api/v1/order/${order.id}`, headers: { authorization: token, 'accept-language': 'de' } });
    expect(Order.parse(german.json().response).failedReason).toEqual({
      header: 'Zahlung abgelehnt',
      message: 'Ihre Bank hat diese Zahlung abgelehnt. Diese Bestellung wurde Ihnen nicht berechnet. Bitte versuchen Sie es mit einer anderen Karte.',
      cta_text: 'Erneut versuchen',
    });
  });
  it('refuses the blocked BIN and Amex (Visa and Mastercard only)', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect((await placeOrder(t.app, token, { card: TEST_CARDS.blockedBin })).json().code).toBe('CARD_BIN_BLOCKED');
    const amex = await placeOrder(t.app, token, { card: TEST_CARDS.amex });
    expect(amex.json()).toMatchObject({ code: 'CARD_NOT_SUPPORTED', message: 'Only Mastercard or Visa cards are supported.' });
  });
  it('a SEPA buy awaits the transfer with the bank details, a reference and an expiry', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().response);
    expect(order.status).toBe('AWAITING_PAYMENT_FROM_USER');
    expect(order.cardPaymentData?.paymentOptions.map((line) => line.name)).toEqual(['Beneficiary', 'IBAN', 'BIC', 'Reference']);
    // Each line says which detail it is, for the widget to word its name in the user's language.
    expect(order.cardPaymentData?.paymentOptions.map((line) => line.field)).toEqual(['beneficiary', 'iban', 'bic', 'reference']);
    expect(order.cardPaymentData?.referenceCode).toMatch(/^FRY[A-Z0-9]{9}$/);
    expect(order.autoExpiresAt).not.toBeNull();
  });
  it("'Order exists' (409) while another order awaits payment, with the spec's pending-order message", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    expect((await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).statusCode).toBe(200);
    const second = await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'ORDER_EXISTS',
      message: 'You have 1 pending order still open. Click on the resolve button to complete it before making a new order',
    });
  });
  it('needs the Idempotency-Key header', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/create-order?reservationId=${crypto.randomUUID()}&paymentMethod=credit_debit_card`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(400);
  });
  it('the same key again answers the same order; the same reservation with another key too; a reused key for another reservation is refused', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const reservationId = (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response.reservationId;
    const query = { reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.visa) };
    const first = await createOrderCall(t.app, token, query, 'key-one-1234');
    const again = await createOrderCall(t.app, token, query, 'key-one-1234');
    const otherKey = await createOrderCall(t.app, token, query, 'key-two-1234');
    expect(again.json().response.id).toBe(first.json().response.id);
    expect(otherKey.json().response.id).toBe(first.json().response.id);
    const quote2 = await getQuote(t.app);
    const reservation2 = (await reserve(t.app, token, { quoteId: quote2.quoteId })).json().response.reservationId;
    const reused = await createOrderCall(t.app, token, { ...query, reservationId: reservation2 }, 'key-one-1234');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
  it('refuses a payment method other than the quote’s', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const reservationId = (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response.reservationId;
    const res = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'sepa_bank_transfer' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the server refuses an order whose pre-order checks fail (spec 001 section 4)', () => {
  it('KYC forms pending (step 4), then KYC submitted but not yet approved (step 5): 403, no order made', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance, isKycApproved: false });
    const pending = await placeOrder(t.app, token);
    expect(pending.statusCode).toBe(403);
    // The first pending form is the personal details: its own code, so the widget's alert opens that form.
    expect(pending.json()).toMatchObject({ code: 'PERSONAL_DETAILS_NOT_FOUND', message: 'Personal details not found. Please enter your personal details to proceed.' });
    await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
    await fillSimpleForms(t.app, token);
    const waiting = await placeOrder(t.app, token);
    expect(waiting.json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please complete your KYC verification before placing an order.' });
    const list = await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } });
    expect(list.json().response).toEqual([]);
    clock.advance(3000);
    expect((await placeOrder(t.app, token)).statusCode).toBe(200);
  });
  it('a UK user (address GB) without categorisation (step 7)', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance, address: ukAddress });
    const res = await placeOrder(t.app, token);
    expect(res.json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please complete the UK investor categorisation before placing an order.' });
  });
  it('INR UPI without a verified PAN (step 6), then accepted once the PAN is verified', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const refused = await placeOrder(t.app, token, { paymentMethod: 'inr_upi', fiatCurrency: 'INR' });
    expect(refused.json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please verify your PAN number before paying by UPI or bank transfer.' });
    const pan = await t.app.inject({ method: 'POST', url: '/api/v1/users/verify-pan', headers: { authorization: token }, payload: { panNumber: 'ABCDE1234F' } });
    expect(pan.statusCode).toBe(200);
    expect((await placeOrder(t.app, token, { paymentMethod: 'inr_upi', fiatCurrency: 'INR' })).statusCode).toBe(200);
  });
  it('card payment with no card (step 8)', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const reservationId = (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response.reservationId;
    const res = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'credit_debit_card' });
    expect(res.json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please add a card to pay by card.' });
  });
});
