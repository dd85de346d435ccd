import { randomUUID } from 'node:crypto';
import { Order, PartnerOrder } from '@ferry/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer, WALLET } from '../orders/orders-test-kit.js';
import type { TestApp } from '../../test/helper.js';
import { partnerHeaders, placePartnerOrder, removeEndpoint, startReceiver } from './webhooks-test-kit.js';

// pk_sandbox_demo is the delivery test's partner; this file's are two others, so the files may share a database.
const PARTNER = partnerHeaders('pk_sandbox_ferry');
const OTHER = partnerHeaders('pk_sandbox_signed');
/** Unique per run: a PostgreSQL test database keeps earlier runs' orders. */
const SHOP_ORDER = `shop-${randomUUID().slice(0, 8)}`;

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let order: Order;
const clock = manualClock(new Date('2030-06-01T09:00:00Z'));

beforeAll(async () => {
  t = await createOrderTestApp(clock);
  receiver = await startReceiver();
  await removeEndpoint(t.app, PARTNER);
  await removeEndpoint(t.app, OTHER);
  const { token } = await newBuyer(t.app, { advance: clock.advance });
  order = Order.parse((await placePartnerOrder(t.app, token, { partnerOrderId: SHOP_ORDER, partnerCustomerId: 'cust-9', apiKey: 'pk_sandbox_ferry' })).json().response);
  await t.app.jobs.runDue();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const putEndpoint = (url: unknown, headers = PARTNER) => t.app.inject({ method: 'PUT', url: '/api/v1/partner/webhook-endpoint', headers, payload: { url } });
const deliveries = async () => (await t.database.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.partnerApiKey, 'pk_sandbox_signed')))[0]?.n;
const endpoint = async () => (await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.partnerApiKey, 'pk_sandbox_ferry')))[0];

describe('partner API: webhook endpoint', () => {
  it('webhook endpoints that are not http(s) URLs are refused with 400 and nothing is stored', async () => {
    for (const url of ['ftp://files.example.com/hook', 'javascript:alert(1)', 'not a url', '/relative/path', 'http://example.com/hook', 'https://user:pass@example.com/hook', 'file:///etc/passwd', '', 42]) {
      const res = await putEndpoint(url);
      expect(res.statusCode, String(url)).toBe(400);
      expect(['WEBHOOK_ENDPOINT_INVALID', 'VALIDATION_ERROR']).toContain(res.json().code);
    }
    expect((await putEndpoint('http://example.com/hook')).json()).toMatchObject({
      code: 'WEBHOOK_ENDPOINT_INVALID',
      message: 'The webhook endpoint must use https (http is allowed to localhost in sandbox mode).',
    });
    expect(await endpoint()).toBeUndefined();
    expect((await t.app.inject({ url: '/api/v1/partner/webhook-endpoint', headers: PARTNER })).statusCode).toBe(404);
  });

  it('the signing secret is answered once, at creation; changing the URL keeps it', async () => {
    const created = await putEndpoint('https://hooks.example.com/ferry');
    expect(created.statusCode).toBe(200);
    expect(created.json().response).toMatchObject({ url: 'https://hooks.example.com/ferry', signingSecret: expect.stringMatching(/^whsec_/), previousSecretExpiresAt: null });
    const changed = await putEndpoint(receiver.url);
    expect(changed.json().response).toMatchObject({ url: receiver.url, signingSecret: null });
    const read = await t.app.inject({ url: '/api/v1/partner/webhook-endpoint', headers: PARTNER });
    expect(read.json().response).toMatchObject({ url: receiver.url, signingSecret: null });
    expect(read.body).not.toContain('whsec_');
    // Neither the signing secret nor the partner secret reaches the logs.
    expect(t.logs.join('\n')).not.toContain(created.json().response.signingSecret);
    expect(t.logs.join('\n')).not.toContain('sk_sandbox_ferry');
  });

  it('a missing or wrong partner secret is 401 on every webhook and order call, and changes nothing', async () => {
    const calls = [
      { method: 'PUT' as const, url: '/api/v1/partner/webhook-endpoint', payload: { url: 'https://evil.example.com/' } },
      { method: 'GET' as const, url: '/api/v1/partner/webhook-endpoint' },
      { method: 'DELETE' as const, url: '/api/v1/partner/webhook-endpoint' },
      { method: 'POST' as const, url: '/api/v1/partner/webhook-endpoint/rotate-secret' },
      { method: 'GET' as const, url: '/api/v1/partner/webhook-events' },
      { method: 'POST' as const, url: `/api/v1/partner/webhook-events/${order.id}/replay` },
      { method: 'GET' as const, url: `/api/v1/partner/orders/${order.id}` },
      { method: 'GET' as const, url: `/api/v1/partner/orders?partnerOrderId=${SHOP_ORDER}` },
    ];
    for (const headers of [{}, { 'x-api-key': 'pk_sandbox_ferry' }, partnerHeaders('pk_sandbox_ferry', 'sk_sandbox_signed'), partnerHeaders('pk_unknown', 'sk_unknown')]) {
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().code).toBe('PARTNER_UNAUTHORIZED');
      }
    }
    const read = await t.app.inject({ url: '/api/v1/partner/webhook-endpoint', headers: PARTNER });
    expect(read.json().response.url).toBe(receiver.url);
  });
});

describe('partner API: webhook events and replay', () => {
  it("a replay of another partner's event is 404 and sends nothing", async () => {
    const listed = (await t.app.inject({ url: '/api/v1/partner/webhook-events', headers: PARTNER })).json().response.events;
    const created = listed.find((event: { type: string; payload: { data: { orderId?: string } } }) => event.type === 'order.created' && event.payload.data.orderId === order.id);
    expect(created.payload.data).toMatchObject({ orderId: order.id, partnerOrderId: SHOP_ORDER });
    await putEndpoint(receiver.url, OTHER);
    const before = { deliveries: await deliveries(), received: receiver.received.length };
    const replay = await t.app.inject({ method: 'POST', url: `/api/v1/partner/webhook-events/${created.id}/replay`, headers: OTHER });
    expect(replay.statusCode).toBe(404);
    expect(replay.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: `/api/v1/partner/webhook-events/${created.id}`, headers: OTHER })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/partner/webhook-events', headers: OTHER })).json().response.events).not.toContainEqual(expect.objectContaining({ id: created.id }));
    await t.app.jobs.runDue();
    expect({ deliveries: await deliveries(), received: receiver.received.length }).toEqual(before);
  });

  it('bad ids and queries are 400; an unknown event is 404; a replay without an endpoint is 409', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/partner/webhook-events/not-a-uuid/replay', headers: PARTNER })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/partner/webhook-events?limit=0', headers: PARTNER })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/partner/webhook-events?type=order.deleted', headers: PARTNER })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/partner/webhook-events/00000000-0000-4000-8000-000000000000/replay', headers: PARTNER })).statusCode).toBe(404);
    const event = (await t.app.inject({ url: '/api/v1/partner/webhook-events?type=order.created', headers: PARTNER })).json().response.events[0];
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/partner/webhook-endpoint', headers: PARTNER })).json()).toEqual({ response: { isDeleted: true } });
    const replay = await t.app.inject({ method: 'POST', url: `/api/v1/partner/webhook-events/${event.id}/replay`, headers: PARTNER });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('WEBHOOK_ENDPOINT_NOT_SET');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/partner/webhook-endpoint', headers: PARTNER })).statusCode).toBe(404);
  });
});

describe('partner API: orders', () => {
  it("reads an order by id and by partnerOrderId with the partner's secret: the partner redirect data", async () => {
    const byId = await t.app.inject({ url: `/api/v1/partner/orders/${order.id}`, headers: PARTNER });
    expect(byId.statusCode).toBe(200);
    const read = PartnerOrder.parse(byId.json().response);
    expect(read).toMatchObject({
      orderId: order.id,
      status: order.status,
      isBuyOrSell: 'BUY',
      fiatCurrency: 'EUR',
      cryptoCurrency: 'ETH',
      fiatAmount: order.fiatAmount,
      cryptoAmount: order.cryptoAmount,
      totalFeeInFiat: order.totalFeeInFiat,
      network: 'ethereum',
      isNFTOrder: false,
      walletAddress: WALLET,
      partnerOrderId: SHOP_ORDER,
      partnerCustomerId: 'cust-9',
    });
    expect(byId.body).not.toMatch(/email|firstName|userId/i);
    const byPartnerId = await t.app.inject({ url: `/api/v1/partner/orders?partnerOrderId=${SHOP_ORDER}`, headers: PARTNER });
    expect(byPartnerId.json().response.orders).toEqual([read]);
    expect((await t.app.inject({ url: '/api/v1/partner/orders?partnerOrderId=nobody', headers: PARTNER })).json().response.orders).toEqual([]);
  });

  it("another partner's order is 404; a bad id or a missing partnerOrderId is 400", async () => {
    expect((await t.app.inject({ url: `/api/v1/partner/orders/${order.id}`, headers: OTHER })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/partner/orders?partnerOrderId=${SHOP_ORDER}`, headers: OTHER })).json().response.orders).not.toContainEqual(expect.objectContaining({ orderId: order.id }));
    expect((await t.app.inject({ url: '/api/v1/partner/orders/123', headers: PARTNER })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/partner/orders', headers: PARTNER })).statusCode).toBe(400);
  });
});
