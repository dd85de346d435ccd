import { randomUUID } from 'node:crypto';
import { Order, PartnerWebhookEvent, WebhookEvent } from '@ferry/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer } from '../orders/orders-test-kit.js';
import type { TestApp } from '../../test/helper.js';
import { partnerHeaders, placePartnerOrder, type Received, removeEndpoint, startReceiver, verifyAt } from './webhooks-test-kit.js';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;
/** The events of this run's first order (other test files may order under the same partner meanwhile). */
let firstOrderEventIds: string[] = [];
const clock = manualClock(new Date('2030-05-01T09:00:00Z'));

beforeAll(async () => {
  t = await createOrderTestApp(clock);
  receiver = await startReceiver();
  await removeEndpoint(t.app, partnerHeaders());
  const put = await t.app.inject({ method: 'PUT', url: '/api/v1/partner/webhook-endpoint', headers: partnerHeaders(), payload: { url: receiver.url } });
  expect(put.statusCode).toBe(200);
  secret = put.json().response.signingSecret;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** Time passes: the job runner does what is due now, then what falls due meanwhile. */
const later = async (ms: number) => {
  await t.app.jobs.runDue();
  clock.advance(ms);
  await t.app.jobs.runDue();
};

/** A KYC-approved buyer's card buy under pk_sandbox_demo, driven to COMPLETED. */
async function completedBuy(partnerOrderId: string) {
  const { token } = await newBuyer(t.app, { advance: clock.advance });
  const created = await placePartnerOrder(t.app, token, { partnerOrderId, partnerCustomerId: 'customer-7' });
  expect(created.statusCode).toBe(200);
  const order = Order.parse(created.json().response);
  for (let step = 0; step < 4; step += 1) await later(3000);
  return order;
}

/** The order's events as the outbox recorded them, in order of occurrence. */
async function outboxOf(orderId: string) {
  const rows = await t.database.db.select().from(events).where(eq(events.subject, orderId)).orderBy(asc(events.seq));
  return rows.filter((row) => row.type.startsWith('order.'));
}

type OrderBody = Extract<WebhookEvent, { type: 'order.created' | 'order.status_changed' }>;
const isOrderBody = (body: WebhookEvent): body is OrderBody => body.type === 'order.created' || body.type === 'order.status_changed';
const bodiesFor = (orderId: string, list: Received[]) =>
  list
    .map((item) => WebhookEvent.parse(JSON.parse(item.body)))
    .filter(isOrderBody)
    .filter((body) => body.data.orderId === orderId);

const listEvents = async () =>
  PartnerWebhookEvent.array().parse((await t.app.inject({ url: '/api/v1/partner/webhook-events?limit=100', headers: partnerHeaders() })).json().response.events);

describe('partner webhooks: delivery of order events', () => {
  it('a receiver gets every order event of a buy, in order, signed and verifiable with standardwebhooks', async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const order = await completedBuy('partner-order-1');
    const outbox = await outboxOf(order.id);
    firstOrderEventIds = outbox.map((row) => row.id);
    expect(outbox.map((row) => row.type)).toEqual(['order.created', ...Array(outbox.length - 1).fill('order.status_changed')]);
    const received = receiver.received.filter((item) => outbox.some((row) => row.id === item.headers['webhook-id']));
    expect(received.map((item) => item.headers['webhook-id'])).toEqual(outbox.map((row) => row.id));
    const bodies = bodiesFor(order.id, received);
    expect(bodies.at(-1)?.data).toMatchObject({ status: 'COMPLETED', previousStatus: 'PENDING_DELIVERY_FROM_FERRY' });
    expect(bodies[0]).toMatchObject({ type: 'order.created', data: { previousStatus: null, partnerOrderId: 'partner-order-1', partnerCustomerId: 'customer-7', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', isBuyOrSell: 'BUY', isNFTOrder: false } });
    for (const item of received) {
      expect(item.headers['content-type']).toBe('application/json');
      expect(verifyAt(new Date(Number(item.headers['webhook-timestamp']) * 1000), secret, item)).toEqual(JSON.parse(item.body));
      expect(() => verifyAt(clock.now(), `whsec_${Buffer.alloc(32, 7).toString('base64')}`, item)).toThrow();
    }
  });

  it('a KYC change reaches the partner the user orders under, by its partnerCustomerId', async () => {
    const kyc = receiver.received.map((item) => WebhookEvent.parse(JSON.parse(item.body))).filter((body) => body.type === 'kyc.status_changed');
    expect(kyc.map((body) => body.data)).toContainEqual({ partnerCustomerId: 'customer-7', status: 'APPROVED', previousStatus: 'SUBMITTED', level: expect.any(String) });
  });

  it('personal data stays out of payloads: no wallet address, e-mail, name or user id', async () => {
    for (const item of receiver.received) {
      const body = JSON.parse(item.body);
      expect(Object.keys(body).sort()).toEqual(['data', 'timestamp', 'type']);
      if (body.type === 'kyc.status_changed') {
        expect(Object.keys(body.data).sort()).toEqual(['level', 'partnerCustomerId', 'previousStatus', 'status']);
        continue;
      }
      expect(Object.keys(body.data).sort()).toEqual(
        ['cryptoAmount', 'cryptoCurrency', 'fiatAmount', 'fiatCurrency', 'isBuyOrSell', 'isNFTOrder', 'network', 'orderId', 'partnerCustomerId', 'partnerOrderId', 'previousStatus', 'status', 'totalFeeInFiat'].sort(),
      );
      expect(item.body).not.toMatch(/0x52908400098527886E0F7030069857D2E4169EE7|@|userId/i);
    }
  });

  it('when the receiver answers 500 three times the events arrive on the fourth try, in order of occurrence per order', async () => {
    let refused = 0;
    const partnerOrderId = `partner-order-2-${randomUUID().slice(0, 8)}`;
    // The receiver refuses the first three events of this order it is sent.
    receiver.answerWith(() => {
      const last = receiver.received.at(-1);
      if (last?.body.includes(`"partnerOrderId":"${partnerOrderId}"`) && refused < 3) {
        refused += 1;
        return 500;
      }
      return 204;
    });
    const before = receiver.received.length;
    const startedAt = clock.now().getTime();
    const order = await completedBuy(partnerOrderId);
    const outbox = await outboxOf(order.id);
    const ids = new Set(outbox.map((row) => row.id));
    const triesOfOrder = () => receiver.received.slice(before).filter((item) => ids.has(item.headers['webhook-id'] ?? ''));
    // The first event was refused at once, and every later event of the order waits behind it.
    expect(triesOfOrder()).toHaveLength(1);
    const firstTryAt = Number(triesOfOrder()[0]?.headers['webhook-timestamp']) * 1000;
    const at = async (sinceFirstTry: number) => {
      clock.advance(firstTryAt + sinceFirstTry - clock.now().getTime());
      await t.app.jobs.runDue();
      return triesOfOrder().length;
    };
    // Retries 30 s, then 2 min, then 10 min after the try before.
    expect([await at(29_000), await at(30_000)]).toEqual([1, 2]);
    expect([await at(149_000), await at(150_000)]).toEqual([2, 3]);
    expect([await at(749_000), await at(750_000)]).toEqual([3, 3 + outbox.length]);
    const tries = triesOfOrder();
    expect(tries.map((item) => item.headers['webhook-id'])).toEqual([outbox[0]?.id, outbox[0]?.id, outbox[0]?.id, ...outbox.map((row) => row.id)]);
    expect(bodiesFor(order.id, tries.slice(3)).map((body) => body.data.status)).toEqual(outbox.map((row) => (row.payload as { to: string }).to));
    expect(startedAt).toBeLessThanOrEqual(firstTryAt);

    const listed = (await listEvents()).find((event) => event.id === outbox[0]?.id);
    expect(listed?.deliveries).toHaveLength(1);
    expect(listed?.deliveries[0]).toMatchObject({ state: 'delivered', attemptCount: 4, isReplay: false });
    expect(listed?.deliveries[0]?.attempts.map((item) => item.statusCode)).toEqual([500, 500, 500, 204]);
    expect(listed?.deliveries[0]?.attempts[0]?.error).toBe('The endpoint answered 500');
  });

  it('replay sends an event again with the same webhook-id and body, freshly signed', async () => {
    receiver.answerWith(() => 204);
    const latest = { id: firstOrderEventIds.at(-1) ?? '' };
    const first = receiver.received.find((item) => item.headers['webhook-id'] === latest.id);
    const before = receiver.received.length;
    clock.advance(5000);
    const replay = await t.app.inject({ method: 'POST', url: `/api/v1/partner/webhook-events/${latest.id}/replay`, headers: partnerHeaders() });
    expect(replay.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const again = receiver.received.slice(before);
    expect(again).toHaveLength(1);
    expect(again[0]?.headers['webhook-id']).toBe(latest.id);
    expect(again[0]?.body).toBe(first?.body);
    expect(again[0]?.headers['webhook-timestamp']).not.toBe(first?.headers['webhook-timestamp']);
    expect(verifyAt(clock.now(), secret, again[0]!)).toEqual(JSON.parse(first?.body ?? ''));
    const listed = (await listEvents()).find((event) => event.id === latest.id);
    expect(listed?.deliveries.map((delivery) => [delivery.isReplay, delivery.state])).toEqual([
      [false, 'delivered'],
      [true, 'delivered'],
    ]);
  });

  it('a delivery that never gets a 2xx is tried 8 times over about 22 hours, then dead', async () => {
    receiver.answerWith(() => 503);
    const latest = { id: firstOrderEventIds.at(-1) ?? '' };
    await t.app.inject({ method: 'POST', url: `/api/v1/partner/webhook-events/${latest.id}/replay`, headers: partnerHeaders() });
    const before = receiver.received.length;
    for (const wait of [0, 30_000, 120_000, 600_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000]) await later(wait);
    await later(48 * 3_600_000);
    expect(receiver.received.length - before).toBe(8);
    const listed = (await listEvents()).find((event) => event.id === latest.id);
    expect(listed?.deliveries.at(-1)).toMatchObject({ state: 'dead', attemptCount: 8, nextAttemptAt: null });
    receiver.answerWith(() => 204);
  });

  it('after a secret rotation deliveries carry both signatures for a day, so either secret verifies', async () => {
    const rotated = await t.app.inject({ method: 'POST', url: '/api/v1/partner/webhook-endpoint/rotate-secret', headers: partnerHeaders() });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().response.signingSecret as string;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    const latest = { id: firstOrderEventIds[0] ?? '' };
    const before = receiver.received.length;
    await t.app.inject({ method: 'POST', url: `/api/v1/partner/webhook-events/${latest?.id}/replay`, headers: partnerHeaders() });
    await t.app.jobs.runDue();
    const item = receiver.received[before];
    if (!item) throw new Error('no replay received');
    expect(item.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verifyAt(clock.now(), next, item)).toBeTruthy();
    expect(verifyAt(clock.now(), secret, item)).toBeTruthy();
    const endpoint = (await t.app.inject({ url: '/api/v1/partner/webhook-endpoint', headers: partnerHeaders() })).json().response;
    expect(endpoint).toMatchObject({ url: receiver.url, signingSecret: null });
    secret = next;
  });

  it('the sandbox webhook inbox shows every delivery with its payload and its signature check', async () => {
    const page = await t.app.inject({ url: '/sandbox/webhooks?apiKey=pk_sandbox_demo' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Webhook inbox');
    expect(page.body).toContain('order.status_changed');
    expect(page.body).toContain('Received 204');
    expect(page.body).toContain('The endpoint answered 500');
    expect(page.body).toContain('Signature verified');
    expect(page.body).toContain('webhook-signature');
    expect(page.body).toContain('&#34;partnerOrderId&#34;: &#34;partner-order-1&#34;');
    const other = await t.app.inject({ url: '/sandbox/webhooks?apiKey=pk_sandbox_sell_only' });
    expect(other.body).toContain('No webhook endpoint is configured');
    expect(other.body).not.toContain('partner-order-1');
  });

  it('the sandbox receiver takes deliveries for a partner without a server', async () => {
    const accepted = await t.app.inject({ method: 'POST', url: '/sandbox/webhooks/receiver', payload: { type: 'order.created' } });
    expect(accepted.statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'POST', url: '/sandbox/webhooks/receiver?status=503', payload: { type: 'order.created' } });
    expect(refused.statusCode).toBe(503);
  });
});
