import { Order, SANDBOX_WALLET_TOKENS } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer, orderOf, placeOrder, TEST_CARDS } from '../orders/orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const pathOf = (url: string) => new URL(url).pathname;
const answer = (outcome: 'approve' | 'fail', paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/card-gateway/actions/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('3DS challenge card (4000 0000 0000 3220)', () => {
  it("the challenge page, 'Complete authentication', returns to payment status with cko-session-id and the order is paid", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { card: TEST_CARDS.challenge })).json().response);
    const redirectUrl = order.cardPaymentData?.pgData?.redirectionRequestData?.redirectUrl ?? '';
    const page = await t.app.inject({ url: pathOf(redirectUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete authentication');
    const paymentId = order.cardPaymentData?.paymentId ?? '';
    const done = await answer('approve', paymentId);
    expect(done.statusCode).toBe(303);
    const back = new URL(done.headers.location as string);
    expect(back.pathname).toBe('/user/paymentstatus');
    expect(Object.fromEntries(back.searchParams)).toEqual({ orderId: order.id, 'cko-session-id': paymentId });
    expect((await orderOf(t.app, token, order.id)).json().response.status).toBe('PROCESSING');
    const notified = await post(token, '/api/v1/payment/notify-update', { paymentId });
    expect(notified.json().response.status).toBe('PROCESSING');
  });
  it("'Fail authentication' returns with result=failed and the order FAILED", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { card: TEST_CARDS.challenge })).json().response);
    const paymentId = order.cardPaymentData?.paymentId ?? '';
    const done = await answer('fail', paymentId);
    expect(new URL(done.headers.location as string).searchParams.get('result')).toBe('failed');
    expect((await orderOf(t.app, token, order.id)).json().response.status).toBe('FAILED');
    expect((await answer('approve', paymentId)).headers.location).toContain('result=failed');
  });
  it('cancel gateway payment cancels the order with the reason', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { card: TEST_CARDS.challenge })).json().response);
    const paymentId = order.cardPaymentData?.paymentId ?? '';
    const res = await post(token, '/api/v1/payment/cancel', { paymentId, userId: order.userId, cancelReason: 'Closed the bank page' });
    expect(res.json().response).toMatchObject({ status: 'CANCELLED', cancelReason: 'Closed the bank page' });
  });
});

describe('wallet pay (Google Pay, Apple Pay) through the sandbox pay sheet', () => {
  async function walletOrder(paymentMethod: 'google_pay' | 'apple_pay') {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { paymentMethod })).json().response);
    const sessionToken = order.cardPaymentData?.pgData?.redirectionRequestData?.body?.sessionToken ?? '';
    const init = (walletToken: string, overrides: object = {}) =>
      post(token, `/api/v1/init/${paymentMethod === 'google_pay' ? 'google-pay' : 'apple-pay'}`, {
        paymentId: order.cardPaymentData?.paymentId,
        orderId: order.id,
        userId: order.userId,
        sessionToken,
        additionalData: { paymentData: { token: walletToken } },
        ...overrides,
      });
    return { token, order, sessionToken, init };
  }
  it('get-config answers the payment request basis for each platform', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const google = await t.app.inject({ url: '/api/v1/get-config/googlepay', headers: { authorization: token } });
    expect(google.json().response).toMatchObject({ platform: 'googlepay', supportedNetworks: ['visa', 'masterCard'], environment: 'sandbox', gateway: 'ferrysandbox' });
    const apple = await t.app.inject({ url: '/api/v1/get-config/applepay?isNft=false', headers: { authorization: token } });
    expect(apple.json().response).toMatchObject({ platform: 'applepay', version: 3 });
  });
  it('Google Pay: the order waits with a payment id and session token; init with the sheet’s card pays it', async () => {
    const { order, sessionToken, init, token } = await walletOrder('google_pay');
    expect(order.status).toBe('AWAITING_PAYMENT_FROM_USER');
    expect(sessionToken.length).toBeGreaterThan(20);
    expect((await init(SANDBOX_WALLET_TOKENS.visaSucceeds, { sessionToken: 'x'.repeat(sessionToken.length) })).statusCode).toBe(404);
    const res = await init(SANDBOX_WALLET_TOKENS.visaSucceeds);
    expect(res.json().response).toEqual({ status: 'AUTHORIZED', redirectionRequired: false });
    expect((await orderOf(t.app, token, order.id)).json().response.status).toBe('PROCESSING');
    expect((await init(SANDBOX_WALLET_TOKENS.visaSucceeds)).statusCode).toBe(409);
  });
  it('Google Pay with the challenge card asks for a 3DS redirect that returns to the Google Pay page', async () => {
    const { order, init } = await walletOrder('google_pay');
    const res = (await init(SANDBOX_WALLET_TOKENS.challenge)).json().response;
    expect(res).toMatchObject({ status: 'PENDING', redirectionRequired: true });
    const done = await answer('approve', order.cardPaymentData?.paymentId ?? '');
    const back = new URL(done.headers.location as string);
    expect(back.pathname).toBe('/googlepay');
    expect(back.searchParams.get('result')).toBe('success');
  });
  it("payment/update answers the payment's own state: PENDING with its 3DS page, then AUTHORIZED once the challenge passed", async () => {
    const { order, init, token } = await walletOrder('google_pay');
    const paymentId = order.cardPaymentData?.paymentId ?? '';
    const update = (body: object) => post(token, '/api/v1/payment/update', body);
    expect((await update({ paymentId, orderId: order.id })).json().response).toEqual({ status: 'PENDING', redirectionRequired: false });
    await init(SANDBOX_WALLET_TOKENS.challenge);
    expect((await update({ paymentId, orderId: order.id })).json().response).toMatchObject({ status: 'PENDING', redirectionRequired: true });
    await answer('approve', paymentId);
    expect((await update({ paymentId, orderId: order.id })).json().response).toEqual({ status: 'AUTHORIZED', redirectionRequired: false });
    expect((await orderOf(t.app, token, order.id)).json().response.status).toBe('PROCESSING');
    // Another user's order, or a payment id of another order, is not found.
    const other = await newBuyer(t.app, { advance: clock.advance });
    expect((await post(other.token, '/api/v1/payment/update', { paymentId, orderId: order.id })).statusCode).toBe(404);
    expect((await update({ paymentId: 'pay_0000000000000000', orderId: order.id })).statusCode).toBe(404);
    expect((await update({ paymentId: 'nope', orderId: order.id })).statusCode).toBe(400);
  });
  it('Apple Pay declined: DECLINED and the order FAILED', async () => {
    const { order, init, token } = await walletOrder('apple_pay');
    expect((await init(SANDBOX_WALLET_TOKENS.declined)).json().response.status).toBe('DECLINED');
    expect((await orderOf(t.app, token, order.id)).json().response.status).toBe('FAILED');
  });
  it('Apple Pay merchant validation calls Apple hosts only', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const ok = await post(token, '/api/v1/validate-applepay-session', { appleUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    expect(ok.json().response.merchantSession).toMatch(/^sandbox-session-/);
    const evil = await post(token, '/api/v1/validate-applepay-session', { appleUrl: 'https://169.254.169.254.example.com/latest' });
    expect(evil.statusCode).toBe(400);
  });
});

describe('open banking through the sandbox bank page', () => {
  it('redirects to the bank page; approving returns through the landing page and the order is paid', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { paymentMethod: 'pm_open_banking' })).json().response);
    const redirectUrl = order.cardPaymentData?.pgData?.redirectionRequestData?.redirectUrl ?? '';
    const page = await t.app.inject({ url: pathOf(redirectUrl) });
    expect(page.body).toContain('Approve payment');
    const done = await answer('approve', order.cardPaymentData?.paymentId ?? '');
    const back = new URL(done.headers.location as string);
    expect(back.pathname).toBe('/status');
    expect(back.searchParams.get('paymentProvider')).toBe('plaid');
    expect(back.searchParams.get('orderId')).toBe(order.id);
    expect((await orderOf(t.app, token, order.id)).json().response.status).toBe('PROCESSING');
  });
});

describe('verify PAN', () => {
  it.each([
    ['', 'Please enter PAN number'],
    ['ABCDE12345', 'Incorrect PAN number. Please check and retry!'],
  ])('refuses %j with its message', async (panNumber, message) => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const res = await post(token, '/api/v1/users/verify-pan', { panNumber });
    expect(res.json()).toMatchObject({ code: 'PAN_INVALID', message });
  });
  it('accepts a well-formed PAN, upper-cased', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const user = () => t.app.inject({ url: '/api/v1/users', headers: { authorization: token } });
    expect((await user()).json().response.isPANVerified).toBe(false);
    expect((await post(token, '/api/v1/users/verify-pan', { panNumber: 'abcde1234f' })).json().response).toEqual({ isPANVerified: true });
    expect((await user()).json().response.isPANVerified).toBe(true);
  });
});
