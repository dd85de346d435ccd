import { Order } from '@ferry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { manualClock } from '../auth/auth-test-kit.js';
import type { TestApp } from '../../test/helper.js';
import { createOrderTestApp, newBuyer, orderOf, placeOrder } from './orders-test-kit.js';

let t: TestApp;
const clock = manualClock(new Date('2030-05-01T09:00:00Z'));
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const read = async (token: string, id: string) => Order.parse((await orderOf(t.app, token, id)).json().response);
/** Time passes: the job runner does what is due now, then what falls due meanwhile. */
const later = async (ms: number) => {
  await t.app.jobs.runDue();
  clock.advance(ms);
  await t.app.jobs.runDue();
};
const markPaid = (token: string, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders/payment-done', headers: { authorization: token }, payload: body });

describe('sandbox order lifecycle (orders move on by themselves)', () => {
  it('a paid card order is processed, then delivered with a transaction hash and an explorer link', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token)).json().response);
    expect(order.status).toBe('PROCESSING');
    await later(2999);
    expect((await read(token, order.id)).status).toBe('PROCESSING');
    await later(1);
    expect((await read(token, order.id)).status).toBe('PENDING_DELIVERY_FROM_FERRY');
    await later(3000);
    const done = await read(token, order.id);
    expect(done.status).toBe('COMPLETED');
    expect(done.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(done.transactionLink).toBe(`https://etherscan.io/tx/${done.transactionHash}`);
    expect(done.walletLink).toBe(`https://etherscan.io/address/${done.walletAddress}`);
  });

  it("a SEPA order marked paid ('Yes, I Have Paid') is received by the sandbox bank and delivered", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().response);
    const marked = await markPaid(token, { orderId: order.id, paymentOptionId: 'sepa_bank_transfer' });
    expect(marked.json().response.status).toBe('PAYMENT_DONE_MARKED_BY_USER');
    await later(4000);
    const received = await read(token, order.id);
    expect(received.status).toBe('PROCESSING');
    expect(received.amountPaid).toBe(order.fiatAmount);
    await later(3000);
    expect((await read(token, order.id)).status).toBe('PENDING_DELIVERY_FROM_FERRY');
    await later(3000);
    expect((await read(token, order.id)).status).toBe('COMPLETED');
  });

  it('an unpaid order expires at autoExpiresAt; marking it paid afterwards answers Order Expired', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    await t.app.inject({ method: 'POST', url: '/api/v1/users/verify-pan', headers: { authorization: token }, payload: { panNumber: 'ABCDE1234F' } });
    const order = Order.parse((await placeOrder(t.app, token, { paymentMethod: 'inr_upi', fiatCurrency: 'INR' })).json().response);
    await later(Date.parse(order.autoExpiresAt ?? '') - clock.now().getTime() - 1000);
    expect((await read(token, order.id)).status).toBe('AWAITING_PAYMENT_FROM_USER');
    await later(1000);
    expect((await read(token, order.id)).status).toBe('EXPIRED');
    const late = await markPaid(token, { orderId: order.id, paymentOptionId: 'inr_upi', utr: '123456789012' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ORDER_EXPIRED', message: 'Order Expired - Your order has been expired as you failed to pay within allowed time.' });
  });

  it('reading an order changes nothing: only the job runner moves it on', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token)).json().response);
    await t.app.jobs.runDue();
    clock.advance(60_000);
    expect((await read(token, order.id)).status).toBe('PROCESSING');
    expect((await read(token, order.id)).status).toBe('PROCESSING');
    expect((await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response[0].status).toBe('PROCESSING');
    await t.app.jobs.runDue();
    expect((await read(token, order.id)).status).toBe('PENDING_DELIVERY_FROM_FERRY');
  });

  it('every status change is in the outbox, in order, in the transaction that made it', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token)).json().response);
    await later(3000);
    await later(3000);
    const rows = await t.database.db.select().from(events).where(eq(events.subject, order.id)).orderBy(events.seq);
    const orderRows = rows.filter((row) => row.type.startsWith('order.'));
    const orderEvents = orderRows.map((row) => [row.type, (row.payload as { to: string }).to]);
    expect(orderEvents).toEqual([
      ['order.created', 'AWAITING_PAYMENT_FROM_USER'],
      ['order.status_changed', 'PROCESSING'],
      ['order.status_changed', 'PENDING_DELIVERY_FROM_FERRY'],
      ['order.status_changed', 'COMPLETED'],
    ]);
    expect(orderRows.every((row) => row.partnerApiKey === 'pk_sandbox_demo')).toBe(true);
    expect(rows.map((row) => row.type)).toEqual(expect.arrayContaining(['liquidity.trade_filled', 'custody.withdrawal_sent']));
  });
});

describe('INR: UTR on payment done', () => {
  it("INR UPI needs a 12-digit UTR: 'Please enter UTR number' otherwise; the UTR is kept", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    await t.app.inject({ method: 'POST', url: '/api/v1/users/verify-pan', headers: { authorization: token }, payload: { panNumber: 'ABCDE1234F' } });
    const order = Order.parse((await placeOrder(t.app, token, { paymentMethod: 'inr_upi', fiatCurrency: 'INR' })).json().response);
    expect(order.cardPaymentData?.bankTransferData?.upiId).toBe('ferry.sandbox@upi');
    for (const utr of ['', '12345', '12345678901a']) {
      const res = await markPaid(token, { orderId: order.id, paymentOptionId: 'inr_upi', utr });
      expect(res.json()).toMatchObject({ code: 'UTR_INVALID', message: 'Please enter UTR number' });
    }
    const ok = await markPaid(token, { orderId: order.id, paymentOptionId: 'inr_upi', utr: '123456789012' });
    expect(ok.json().response).toMatchObject({ status: 'PAYMENT_DONE_MARKED_BY_USER', utr: '123456789012' });
  });
});

describe('cancel with reason', () => {
  it("needs a reason ('Please enter valid reason'); cancels an awaiting order and keeps the reason", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().response);
    const cancel = (reason: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/orders/cancel/${order.id}?cancelReason=${encodeURIComponent(reason)}`, headers: { authorization: token } });
    const empty = await cancel('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please enter valid reason');
    const ok = await cancel('Changed my mind');
    expect(ok.json().response).toMatchObject({ status: 'CANCELLED', cancelReason: 'Changed my mind' });
    expect((await cancel('again')).statusCode).toBe(409);
  });
  it('a processing order cannot be cancelled (409)', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = Order.parse((await placeOrder(t.app, token)).json().response);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/cancel/${order.id}?cancelReason=late`, headers: { authorization: token } });
    expect(res.statusCode).toBe(409);
  });
});
