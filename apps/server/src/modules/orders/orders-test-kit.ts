import { randomUUID } from 'node:crypto';
import type { FormValues } from '@ferry/contracts';
import type { FastifyInstance } from 'fastify';
import { type manualClock, signIn, uniqueEmail } from '../auth/auth-test-kit.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { germanAddress, getForms, getUser, personalDetails, quoteFor, submitOk } from '../kyc/kyc-test-kit.js';

/** Test helpers for the order flow, driving the real app over HTTP. */

/**
 * The app the order-flow tests drive: on the test's clock (orders move on when the test runs the
 * due jobs, `t.app.jobs.runDue()`), an easy bot check and no sign-in limit.
 */
export function createOrderTestApp(clock: ReturnType<typeof manualClock>): Promise<TestApp> {
  return createTestApp({
    env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' },
    overrides: { now: clock.now },
  });
}

export const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  challenge: '4000000000003220',
  declined: '4000000000000002',
  blockedBin: '4000000000009995',
  amex: '378282246310005',
} as const;

/** The test's clock (manualClock of the auth kit) or, against a real process, a real wait. */
export type Advance = (ms: number) => void | Promise<void>;

/**
 * A signed-in buyer whose KYC went through the KYC module as in the widget: the forms of a
 * 100 EUR buy filled, then the sandbox provider's decision a few seconds later.
 */
export async function newBuyer(
  app: FastifyInstance,
  {
    advance,
    isKycApproved = true,
    address = germanAddress,
    email = uniqueEmail('buyer'),
  }: { advance: Advance; isKycApproved?: boolean; address?: FormValues; email?: string },
) {
  const token = await signIn(app, email);
  if (isKycApproved) {
    await getForms(app, token, { quoteId: await quoteFor(app, '100') });
    await submitOk(app, token, 'personalDetails', personalDetails());
    await submitOk(app, token, 'address', address);
    await submitOk(app, token, 'purposeOfUsage', { purposes: ['investment'] });
    await advance(3000);
    const status = (await getUser(app, token)).kyc.l1.status;
    if (status !== 'APPROVED') throw new Error(`KYC of the test buyer is ${status}`);
  }
  return { email, token };
}

export async function getQuote(app: FastifyInstance, params: Record<string, string> = {}) {
  const query = new URLSearchParams({
    fiatCurrency: 'EUR',
    cryptoCurrency: 'ETH',
    network: 'ethereum',
    paymentMethod: 'credit_debit_card',
    partnerApiKey: 'pk_sandbox_demo',
    fiatAmount: '100',
    ...params,
  });
  const res = await app.inject({ url: `/api/v1/widget/quotes?${query}` });
  if (res.statusCode !== 200) throw new Error(`quote answered ${res.statusCode}: ${res.body}`);
  return res.json().response as { quoteId: string; paymentMethod: string; fiatAmount: string };
}

export function reserve(app: FastifyInstance, token: string, body: { quoteId: string; walletAddress?: string; addressAdditionalData?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders/wallet-reserve',
    headers: { authorization: token },
    payload: { walletAddress: WALLET, ...body },
  });
}

export function createOrderCall(app: FastifyInstance, token: string, query: Record<string, string>, idempotencyKey: string = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/orders/create-order?${new URLSearchParams(query)}`,
    headers: { authorization: token, 'idempotency-key': idempotencyKey },
  });
}

export async function tokenizeCard(app: FastifyInstance, number: string, expiry = { expiryMonth: 12, expiryYear: 2099 }) {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/card-gateway/api/tokens',
    payload: { number, cvv: number.startsWith('3') ? '1234' : '123', ...expiry },
  });
  if (res.statusCode !== 200) throw new Error(`tokenize answered ${res.statusCode}: ${res.body}`);
  return res.json().response.token as string;
}

/** Quote, reservation and create-order for one buy; answers the create-order response. */
export async function placeOrder(
  app: FastifyInstance,
  token: string,
  options: { paymentMethod?: string; fiatCurrency?: string; card?: string; cardId?: string; idempotencyKey?: string } = {},
) {
  const paymentMethod = options.paymentMethod ?? 'credit_debit_card';
  const fiat: Record<string, string> = options.fiatCurrency ? { fiatCurrency: options.fiatCurrency, fiatAmount: options.fiatCurrency === 'INR' ? '5000' : '100' } : {};
  const quote = await getQuote(app, { paymentMethod, ...fiat });
  const reservation = await reserve(app, token, { quoteId: quote.quoteId });
  if (reservation.statusCode !== 200) throw new Error(`reserve answered ${reservation.statusCode}: ${reservation.body}`);
  const query: Record<string, string> = { reservationId: reservation.json().response.reservationId, paymentMethod };
  if (options.cardId) query.cardId = options.cardId;
  else if (paymentMethod === 'credit_debit_card') query.cardToken = await tokenizeCard(app, options.card ?? TEST_CARDS.visa);
  return createOrderCall(app, token, query, options.idempotencyKey);
}

export function orderOf(app: FastifyInstance, token: string, orderId: string) {
  return app.inject({ url: `/api/v1/order/${orderId}`, headers: { authorization: token } });
}
