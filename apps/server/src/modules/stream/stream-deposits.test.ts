import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Order, StreamDepositEvent, StreamEventItem } from '@ferry/contracts';
import { streamPayoutOf } from '@ferry/rules';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { events, streamDeposits } from '../../db/schema/index.js';
import { sandboxTokenOf } from '../../http/sandbox-guard.js';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer, orderOf, TEST_CARDS } from '../orders/orders-test-kit.js';
import { addPayoutCard, addSepaBank, TEST_IBANS } from '../orders/sell-test-kit.js';
import { saveRefundWallet, saveSettings, sendDeposit, streamAddress, streamOrders } from './stream-test-kit.js';
import { insertDepositIfNew } from './stream.repository.js';

let t: TestApp;
// Ahead of the database's clock, so jobs it schedules for 'now' are due on the test's clock too.
const clock = manualClock(new Date(Date.now() + 5 * 60_000));
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const REFUND_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** A signed-in, KYC-approved user onboarded to the stream with a SEPA bank, and their ETH address. */
async function streamUser({ iban = TEST_IBANS.pays }: { iban?: string } = {}) {
  const { token, email } = await newBuyer(t.app, { advance: clock.advance });
  const bankId = await addSepaBank(t.app, token, iban);
  const saved = await saveSettings(t.app, token, 'POST', { bankId });
  if (saved.statusCode !== 200) throw new Error(`stream settings answered ${saved.statusCode}: ${saved.body}`);
  return { token, email, bankId, address: await streamAddress(t.app, token) };
}

/** The sandbox's steps: confirmation after 4 s, the desk after 3 s, the bank or chain after 3 s. */
async function settle(app: FastifyInstance = t.app, steps = [4000, 3000, 3000, 3000]) {
  await app.jobs.runDue();
  for (const step of steps) {
    clock.advance(step);
    await app.jobs.runDue();
  }
}

async function deposit(token: string, body: { address: string; amount: string; transactionId?: string }) {
  const res = await sendDeposit(t.app, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.transactionId as string;
}

const detail = async (token: string, id: string) => Order.parse((await orderOf(t.app, token, id)).json().response);

async function streamEvents(depositId: string) {
  const rows = await t.database.db.select().from(events).where(and(eq(events.subject, depositId), like(events.type, 'stream.%'))).orderBy(asc(events.seq));
  return rows.map((row) => ({ type: row.type, payload: StreamDepositEvent.parse(row.payload), partnerApiKey: row.partnerApiKey }));
}

describe('a stream deposit is seen, confirmed, sold at the price minus the stream fee and paid out', () => {
  it('shows in My Orders as an OFF_RAMP_STREAM sell that reaches COMPLETED, each step an event once', async () => {
    const { token, address } = await streamUser();
    await deposit(token, { address, amount: '0.2' });
    await t.app.jobs.runDue();
    const [seen] = await streamOrders(t.app, token);
    expect(seen).toMatchObject({ isBuyOrSell: 'SELL', orderProcessingType: 'OFF_RAMP_STREAM', status: 'PAYMENT_DONE_MARKED_BY_USER', cryptoAmount: '0.2' });
    await settle();
    const orders = await streamOrders(t.app, token);
    expect(orders).toHaveLength(1);
    const order = await detail(token, orders[0]!.id);
    expect(order).toMatchObject({ status: 'COMPLETED', fiatCurrency: 'EUR', paymentOptionId: 'sepa_bank_transfer', cryptoAmount: '0.2', cryptoPaymentData: { paymentAddress: address, cryptoAmountPaid: '0.2' } });
    expect(order.bankAccountDetails?.accountNumber).toBe('**** 3000');
    expect(order.payoutReference).toMatch(/^po_/);
    expect(order.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    // The current price minus Ferry's 1% stream fee on SEPA; the partner's sell fee is not charged.
    const payout = streamPayoutOf({ cryptoAmount: '0.2', price: order.conversionPrice, feePercentage: '1', fiatRoundOff: 2 });
    expect(order.fiatAmount).toBe(payout.fiatAmount);
    expect(order.totalFeeInFiat).toBe(payout.feeInFiat);
    const stream = await streamEvents(order.id);
    expect(stream.map((event) => event.type)).toEqual(['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.payout_sent']);
    expect(stream[2]).toMatchObject({ partnerApiKey: 'pk_sandbox_ferry', payload: { status: 'PAID_OUT', fiatAmount: order.fiatAmount, payoutType: 'BANK', payoutReference: order.payoutReference } });

    // The widget reads the same events (names and payloads) to post them to its host page.
    const read = async (userToken: string, afterSeq = 0) =>
      z.array(StreamEventItem).parse((await t.app.inject({ url: `/api/v1/stream/events?afterSeq=${afterSeq}`, headers: { authorization: userToken } })).json().response);
    const mirrored = await read(token);
    expect(mirrored.map((event) => event.type)).toEqual(['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.payout_sent']);
    expect(mirrored[2]!.payload).toEqual(stream[2]!.payload);
    expect((await read(token, mirrored[1]!.seq)).map((event) => event.type)).toEqual(['stream.deposit.payout_sent']);
    expect(await read((await newBuyer(t.app, { advance: clock.advance, isKycApproved: false })).token)).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/stream/events?afterSeq=-1', headers: { authorization: token } })).statusCode).toBe(400);
  });

  it('the same deposit reported twice, and to two instances at once, pays out once', async () => {
    const { token, address } = await streamUser();
    const second = await buildApp({ config: t.config, database: t.database, now: clock.now, logStream: quiet() });
    try {
      const transactionId = `sbx_twice_${Date.now()}`;
      const body = { address, amount: '0.05', transactionId };
      const answers = await Promise.all([sendDeposit(t.app, token, body), sendDeposit(second, token, body)]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      await deposit(token, body);
      await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      for (const step of [4000, 3000, 3000]) {
        clock.advance(step);
        await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      }
    } finally {
      await second.close();
    }
    const orders = await streamOrders(t.app, token);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe('COMPLETED');
    expect((await streamEvents(orders[0]!.id)).filter((event) => event.type === 'stream.deposit.payout_sent')).toHaveLength(1);
  });

  it('the database keeps one deposit per custody transaction, whichever path or instance records it', async () => {
    const { token, address } = await streamUser();
    const transactionId = await deposit(token, { address, amount: '0.05' });
    await t.app.jobs.runDue();
    const [recorded] = await streamOrders(t.app, token);
    const { userId } = (await t.database.db.select({ userId: streamDeposits.userId }).from(streamDeposits).where(eq(streamDeposits.id, recorded!.id)))[0]!;
    const now = clock.now();
    const again = { custodyTransactionId: transactionId, userId, partnerApiKey: 'pk_sandbox_ferry', depositAddress: address, cryptoCurrency: 'ETH', network: 'ethereum', cryptoAmount: '0.05', status: 'DETECTED', createdAt: now, updatedAt: now };
    // Two more records of the same transaction, racing: the unique key refuses both.
    const racing = await Promise.all([randomUUID(), randomUUID()].map((id) => insertDepositIfNew(t.database.db, { ...again, id })));
    expect(racing).toEqual([null, null]);
    await settle();
    expect((await streamOrders(t.app, token)).map((order) => order.status)).toEqual(['COMPLETED']);
  });

  it('a restart between confirmed and paid out still pays out once (another instance takes the due jobs)', async () => {
    const { token, address } = await streamUser();
    await deposit(token, { address, amount: '0.1' });
    await t.app.jobs.runDue();
    clock.advance(4000);
    await t.app.jobs.runDue();
    const [confirmed] = await streamOrders(t.app, token);
    expect(confirmed!.status).toBe('PROCESSING');
    // The first instance stops here; a new one on the same database carries on.
    const restarted = await buildApp({ config: t.config, database: t.database, now: clock.now, logStream: quiet() });
    try {
      await settle(restarted, [3000, 3000]);
    } finally {
      await restarted.close();
    }
    await settle();
    const orders = await streamOrders(t.app, token);
    expect(orders.map((order) => order.status)).toEqual(['COMPLETED']);
    expect((await streamEvents(orders[0]!.id)).map((event) => event.type)).toEqual(['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.payout_sent']);
  });

  it('the next deposit after switching the withdrawal details to a card is paid to the card', async () => {
    const { token, address } = await streamUser();
    const cardId = await addPayoutCard(t.app, token, TEST_CARDS.visa);
    expect((await saveSettings(t.app, token, 'PUT', { paymentMethod: 'credit_debit_card', cardId })).statusCode).toBe(200);
    await deposit(token, { address, amount: '0.2' });
    await settle();
    const [order] = await streamOrders(t.app, token);
    expect(await detail(token, order!.id)).toMatchObject({ status: 'COMPLETED', paymentOptionId: 'credit_debit_card', moneyTransferType: 'fast_funds', bankAccountDetails: null });
  });
});

describe('a deposit that cannot be paid out is refunded to the refund wallet', () => {
  it('below the minimum: refunded to the refund wallet, with the refund transaction', async () => {
    const { token, address } = await streamUser();
    expect((await saveRefundWallet(t.app, token, { walletAddress: REFUND_WALLET })).statusCode).toBe(200);
    await deposit(token, { address, amount: '0.001' });
    await settle();
    const [order] = await streamOrders(t.app, token);
    expect(order!.status).toBe('REFUNDED');
    const stream = await streamEvents(order!.id);
    expect(stream.map((event) => event.type)).toEqual(['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.refunded']);
    expect(stream[2]!.payload).toMatchObject({ status: 'REFUNDED', refundReason: 'BELOW_MINIMUM', refundAddress: REFUND_WALLET, cryptoAmount: '0.001' });
    expect(stream[2]!.payload.refundTransactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('with no refund wallet it waits, the user is told by e-mail, and setting one releases the refund', async () => {
    const { token, email, address } = await streamUser();
    await deposit(token, { address, amount: '0.002' });
    await settle();
    const [waiting] = await streamOrders(t.app, token);
    expect(waiting!.status).toBe('ON_HOLD_PENDING_DELIVERY_FROM_FERRY');
    expect((await detail(token, waiting!.id)).statusReason).toBe('Add a refund wallet address in My Stream Wallets to get this deposit back.');
    const mailbox = (await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().response;
    const notices = (mailbox.messages ?? mailbox) as Array<{ subject: string; text: string }>;
    expect(notices.filter((mail) => mail.subject === 'Add a refund wallet address to get your ETH back')).toHaveLength(1);
    await settle();
    expect((await streamOrders(t.app, token))[0]!.status).toBe('ON_HOLD_PENDING_DELIVERY_FROM_FERRY');

    expect((await saveRefundWallet(t.app, token, { walletAddress: REFUND_WALLET })).statusCode).toBe(200);
    await settle();
    expect((await streamOrders(t.app, token))[0]!.status).toBe('REFUNDED');
    expect((await streamEvents(waiting!.id)).at(-1)!.payload).toMatchObject({ refundReason: 'BELOW_MINIMUM', refundAddress: REFUND_WALLET });
  });

  it('a payout the bank rejects is refunded: payout_failed, then refunded', async () => {
    const { token, address } = await streamUser({ iban: TEST_IBANS.rejects });
    expect((await saveRefundWallet(t.app, token, { walletAddress: REFUND_WALLET })).statusCode).toBe(200);
    await deposit(token, { address, amount: '0.2' });
    await settle(t.app, [4000, 3000, 3000, 3000, 3000]);
    const [order] = await streamOrders(t.app, token);
    expect(await detail(token, order!.id)).toMatchObject({ status: 'REFUNDED', statusReason: 'Payout rejected by bank' });
    expect((await streamEvents(order!.id)).map((event) => event.type)).toEqual([
      'stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.payout_failed', 'stream.deposit.refunded',
    ]);
  });
});

describe('sandbox deposits: bad input is a 4xx and records nothing', () => {
  it('refuses negative, zero and absurd amounts, another asset, an unknown address and another user’s address', async () => {
    const { token, address } = await streamUser();
    const other = await streamUser();
    const tries: Array<[Parameters<typeof sendDeposit>[2], number]> = [
      [{ address, amount: '-0.1' }, 400],
      [{ address, amount: '0' }, 400],
      [{ address, amount: '1e9' }, 400],
      [{ address, amount: '99999999999999999999' }, 400],
      [{ address, amount: 'NaN' }, 400],
      [{ address, amount: '0.1', cryptoCurrency: 'USDC' }, 400],
      [{ address, amount: '0.1', network: 'arbitrum' }, 404],
      [{ address: REFUND_WALLET, amount: '0.1' }, 404],
      [{ address: other.address, amount: '0.1' }, 404],
    ];
    for (const [body, status] of tries) {
      const res = await sendDeposit(t.app, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    await settle();
    expect(await streamOrders(t.app, token)).toEqual([]);
    expect(await streamOrders(t.app, other.token)).toEqual([]);
  });

  it('the sandbox console form sends a deposit with the sandbox token, and refuses a cross-site post', async () => {
    const { token, address } = await streamUser();
    const form = (extra: Record<string, string>) => new URLSearchParams({ address, amount: '0.2', cryptoCurrency: 'eth', network: 'ethereum', ...extra }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const crossSite = await t.app.inject({ method: 'POST', url: '/sandbox/kyc/console/stream-deposit', headers: { ...headers, 'sec-fetch-site': 'cross-site' }, payload: form({ sandboxToken: sandboxTokenOf(t.config) }) });
    expect(crossSite.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/sandbox/kyc/console/stream-deposit', headers, payload: form({ sandboxToken: sandboxTokenOf(t.config), amount: '-1' }) });
    expect(decodeURIComponent(bad.headers.location as string)).toContain('Not sent: amount');
    const sent = await t.app.inject({ method: 'POST', url: '/sandbox/kyc/console/stream-deposit', headers, payload: form({ sandboxToken: sandboxTokenOf(t.config) }) });
    expect(sent.statusCode).toBe(303);
    expect(decodeURIComponent(sent.headers.location as string)).toContain(`Sent 0.2 ETH to ${address}`);
    await settle();
    expect((await streamOrders(t.app, token)).map((order) => order.status)).toEqual(['COMPLETED']);
  });

  it('needs a signed-in user or the sandbox token', async () => {
    const { address } = await streamUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/stream/deposits', payload: { address, amount: '0.1', cryptoCurrency: 'ETH', network: 'ethereum' } });
    expect(res.statusCode).toBe(401);
  });
});
