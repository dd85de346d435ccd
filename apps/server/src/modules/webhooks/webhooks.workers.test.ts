import { setTimeout as sleep } from 'node:timers/promises';
import { Order, WebhookEvent } from '@ferry/contracts';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { newBuyer } from '../orders/orders-test-kit.js';
import { partnerHeaders, placePartnerOrder, removeEndpoint, startReceiver } from './webhooks-test-kit.js';

/** Buys placed at once; their events are delivered by the job runner's own workers on the real clock. */
const ORDERS = 8;
const PARTNER = 'pk_sandbox_signed';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  // Its own PGlite database even in the PostgreSQL pass: running workers would take other files' jobs there.
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000', JOB_WORKERS: 'on', DATABASE_URL: '' } });
  receiver = await startReceiver();
  await removeEndpoint(t.app, partnerHeaders(PARTNER));
  const put = await t.app.inject({ method: 'PUT', url: '/api/v1/partner/webhook-endpoint', headers: partnerHeaders(PARTNER), payload: { url: receiver.url } });
  expect(put.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('partner webhooks with the job workers running (no runDue)', () => {
  it('every order event of parallel buys arrives once, in order of occurrence per order', async () => {
    const buyers = await Promise.all(Array.from({ length: ORDERS }, () => newBuyer(t.app, { advance: (ms) => sleep(ms + 500) })));
    const orders = await Promise.all(
      buyers.map(async ({ token }, index) => Order.parse((await placePartnerOrder(t.app, token, { partnerOrderId: `workers-${index}`, partnerCustomerId: `w-${index}`, apiKey: PARTNER })).json().response)),
    );
    const ids = orders.map((order) => order.id);
    const completedEvents = async () => (await t.database.db.select().from(events).where(inArray(events.subject, ids))).filter((row) => (row.payload as { to?: string }).to === 'COMPLETED');
    const deadline = Date.now() + 60_000;
    while ((await completedEvents()).length < ORDERS && Date.now() < deadline) await sleep(250);
    const outbox = (await t.database.db.select().from(events).where(inArray(events.subject, ids)).orderBy(asc(events.seq))).filter((row) => row.type.startsWith('order.'));
    const expected = new Set(outbox.map((row) => row.id));
    while (receiver.received.filter((item) => expected.has(item.headers['webhook-id'] ?? '')).length < expected.size && Date.now() < deadline) await sleep(100);

    const received = receiver.received.filter((item) => expected.has(item.headers['webhook-id'] ?? ''));
    expect(received.map((item) => item.headers['webhook-id']).sort()).toEqual([...expected].sort());
    for (const id of ids) {
      const ofOrder = outbox.filter((row) => row.subject === id).map((row) => row.id);
      expect(received.filter((item) => ofOrder.includes(item.headers['webhook-id'] ?? '')).map((item) => item.headers['webhook-id'])).toEqual(ofOrder);
    }
    // From the status change (the event's time) to the receiver holding the signed message.
    const occurred = new Map(outbox.map((row) => [row.id, row.occurredAt.getTime()]));
    const latencies = received.map((item) => item.at - (occurred.get(item.headers['webhook-id'] ?? '') ?? NaN));
    const sorted = [...latencies].sort((a, b) => a - b);
    console.warn(
      `[webhooks] ${received.length} order events of ${ORDERS} parallel buys delivered by the workers (poll ${t.config.JOB_POLL_MS} ms): status change to receipt median ${median(latencies)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]} ms, max ${sorted.at(-1)} ms`,
    );
    for (const item of received) expect(WebhookEvent.parse(JSON.parse(item.body)).type).toMatch(/^order\./);
  }, 120_000);
});
