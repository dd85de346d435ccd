import { StreamDepositEvent, WebhookEvent, WebhookStreamDepositData } from '@ferry/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer } from '../orders/orders-test-kit.js';
import { addSepaBank, TEST_IBANS } from '../orders/sell-test-kit.js';
import { FERRY_KEY, saveRefundWallet, saveSettings, sendDeposit, streamAddress, streamOrders } from '../stream/stream-test-kit.js';
import { partnerHeaders, type Received, removeEndpoint, startReceiver, verifyAt } from './webhooks-test-kit.js';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;
// Ahead of the database's clock, so jobs it schedules for 'now' are due on the test's clock too.
const clock = manualClock(new Date(Date.now() + 5 * 60_000));
const REFUND_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

beforeAll(async () => {
  t = await createOrderTestApp(clock);
  receiver = await startReceiver();
  // The stream's events go to the partner the user onboarded with: the stream kit onboards under Ferry's own key.
  await removeEndpoint(t.app, partnerHeaders(FERRY_KEY));
  const put = await t.app.inject({ method: 'PUT', url: '/api/v1/partner/webhook-endpoint', headers: partnerHeaders(FERRY_KEY), payload: { url: receiver.url } });
  expect(put.statusCode).toBe(200);
  secret = put.json().response.signingSecret;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** A KYC-approved user onboarded to the stream under pk_sandbox_ferry with a SEPA bank, and their ETH address. */
async function streamUser() {
  const { token } = await newBuyer(t.app, { advance: clock.advance });
  const bankId = await addSepaBank(t.app, token, TEST_IBANS.pays);
  const saved = await saveSettings(t.app, token, 'POST', { bankId });
  if (saved.statusCode !== 200) throw new Error(`stream settings answered ${saved.statusCode}: ${saved.body}`);
  return { token, address: await streamAddress(t.app, token) };
}

/** The sandbox's steps (confirmed after 4 s, sold after 3 s, the bank or chain after 3 s), then the deliveries due. */
async function settle(steps = [4000, 3000, 3000, 3000]) {
  await t.app.jobs.runDue();
  for (const step of steps) {
    clock.advance(step);
    await t.app.jobs.runDue();
  }
}

async function depositAndSettle(token: string, address: string, amount: string) {
  const sent = await sendDeposit(t.app, token, { address, amount });
  expect(sent.statusCode, sent.body).toBe(200);
  await settle();
  const [order] = await streamOrders(t.app, token);
  if (!order) throw new Error('no stream deposit recorded');
  return order;
}

/** The deposit's stream events as the outbox recorded them, in order of occurrence. */
async function outboxOf(depositId: string) {
  const rows = await t.database.db.select().from(events).where(and(eq(events.subject, depositId), like(events.type, 'stream.%'))).orderBy(asc(events.seq));
  return rows.map((row) => ({ id: row.id, type: row.type, partnerApiKey: row.partnerApiKey, occurredAt: row.occurredAt, payload: StreamDepositEvent.parse(row.payload) }));
}

type StreamBody = Extract<WebhookEvent, { data: WebhookStreamDepositData }>;
const deliveriesOf = (depositId: string): Array<{ item: Received; body: StreamBody }> =>
  receiver.received
    .map((item) => ({ item, body: WebhookEvent.parse(JSON.parse(item.body)) }))
    .filter((entry): entry is { item: Received; body: StreamBody } => entry.body.type.startsWith('stream.deposit.') && (entry.body.data as WebhookStreamDepositData).depositId === depositId);

/** Signed with the endpoint's secret (and nothing else verifies it); no wallet address of any kind in the body. */
function expectSignedAndAddressFree(item: Received, depositAddress: string) {
  expect(item.headers['content-type']).toBe('application/json');
  expect(verifyAt(new Date(Number(item.headers['webhook-timestamp']) * 1000), secret, item)).toEqual(JSON.parse(item.body));
  expect(() => verifyAt(clock.now(), `whsec_${Buffer.alloc(32, 7).toString('base64')}`, item)).toThrow();
  expect(item.body.toLowerCase()).not.toContain(depositAddress.toLowerCase());
  expect(item.body.toLowerCase()).not.toContain(REFUND_WALLET.toLowerCase());
  // An EVM address is 0x and 40 hex digits; the transaction hash (64) is the only 0x value allowed.
  expect(item.body).not.toMatch(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/);
  expect(Object.keys(JSON.parse(item.body).data).sort()).toEqual(Object.keys(WebhookStreamDepositData.shape).sort());
}

describe('partner webhooks: the off-ramp stream’s deposit events reach the partner the user onboarded with', () => {
  it('a 0.2 ETH deposit that is paid out sends detected, confirmed, payout_sent in order, each signed and parsed by the contract', async () => {
    const { token, address } = await streamUser();
    const order = await depositAndSettle(token, address, '0.2');
    expect(order.status).toBe('COMPLETED');
    const outbox = await outboxOf(order.id);
    expect(outbox.map((row) => [row.type, row.partnerApiKey])).toEqual([
      ['stream.deposit.detected', FERRY_KEY],
      ['stream.deposit.confirmed', FERRY_KEY],
      ['stream.deposit.payout_sent', FERRY_KEY],
    ]);
    const delivered = deliveriesOf(order.id);
    expect(delivered.map(({ item }) => item.headers['webhook-id'])).toEqual(outbox.map((row) => row.id));
    expect(delivered.map(({ body }) => body.type)).toEqual(['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.payout_sent']);
    for (const { item } of delivered) expectSignedAndAddressFree(item, address);

    const [detected, , paidOut] = delivered.map(({ body }) => body);
    expect(detected?.data).toMatchObject({ status: 'DETECTED', cryptoCurrency: 'ETH', network: 'ethereum', cryptoAmount: '0.2', fiatAmount: null });
    expect(paidOut?.data).toMatchObject({ status: 'PAID_OUT', cryptoAmount: '0.2', fiatCurrency: 'EUR', fiatAmount: order.fiatAmount, payoutType: 'BANK', refundReason: null });
    expect(paidOut?.data.fiatAmount).toMatch(/^\d+\.\d{2}$/);
    expect(paidOut?.data.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(delivered.map(({ body }) => body.timestamp)).toEqual(outbox.map((row) => row.occurredAt.toISOString()));
  });

  it('a deposit below the minimum with a refund wallet set sends detected, confirmed, refunded (the stream README’s limit refund)', async () => {
    const { token, address } = await streamUser();
    expect((await saveRefundWallet(t.app, token, { walletAddress: REFUND_WALLET })).statusCode).toBe(200);
    const order = await depositAndSettle(token, address, '0.001');
    expect(order.status).toBe('REFUNDED');
    const delivered = deliveriesOf(order.id);
    expect(delivered.map(({ body }) => body.type)).toEqual(['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.refunded']);
    expect(delivered.at(-1)?.body.data).toMatchObject({ status: 'REFUNDED', refundReason: 'BELOW_MINIMUM', cryptoAmount: '0.001' });
    for (const { item } of delivered) expectSignedAndAddressFree(item, address);
  });

  it('a payout the bank rejects sends payout_failed, then refunded', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const bankId = await addSepaBank(t.app, token, TEST_IBANS.rejects);
    expect((await saveSettings(t.app, token, 'POST', { bankId })).statusCode).toBe(200);
    const address = await streamAddress(t.app, token);
    expect((await saveRefundWallet(t.app, token, { walletAddress: REFUND_WALLET })).statusCode).toBe(200);
    const sent = await sendDeposit(t.app, token, { address, amount: '0.2' });
    expect(sent.statusCode, sent.body).toBe(200);
    await settle([4000, 3000, 3000, 3000, 3000]);
    const [order] = await streamOrders(t.app, token);
    const delivered = deliveriesOf(order!.id);
    expect(delivered.map(({ body }) => body.type)).toEqual(['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.payout_failed', 'stream.deposit.refunded']);
    expect(delivered.slice(2).map(({ body }) => [body.data.status, body.data.refundReason])).toEqual([
      ['REFUNDING', 'PAYOUT_REJECTED'],
      ['REFUNDED', 'PAYOUT_REJECTED'],
    ]);
    for (const { item } of delivered) expectSignedAndAddressFree(item, address);
  });
});
