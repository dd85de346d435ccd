import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, placeOrder, reserve, TEST_CARDS, tokenizeCard } from './orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

async function orderCount(userToken: string): Promise<number> {
  const list = await t.app.inject({ url: '/api/v1/orders', headers: { authorization: userToken } });
  return list.json().response.length;
}

describe('exactly one order per intent, under concurrency', () => {
  it('50 concurrent create-order calls with one Idempotency-Key make exactly one order, and every call answers it', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app);
    const reservationId = (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response.reservationId;
    const query = { reservationId, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, TEST_CARDS.visa) };
    const answers = await Promise.all(Array.from({ length: 50 }, () => createOrderCall(t.app, token, query, 'one-intent-key-50')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((res) => res.json().response.id));
    expect(ids.size).toBe(1);
    expect(await orderCount(token)).toBe(1);
    const [orderId] = [...ids];
    const payments = await t.database.db.execute(sql`select count(*)::int as n from sandbox_gateway_payments where reference = ${orderId}`);
    expect((payments as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });

  it('50 concurrent bank-transfer orders of one user with different keys: one is made, the others get ORDER_EXISTS', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const reservations = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const quote = await getQuote(t.app, { paymentMethod: 'sepa_bank_transfer' });
        return (await reserve(t.app, token, { quoteId: quote.quoteId })).json().response.reservationId as string;
      }),
    );
    const answers = await Promise.all(reservations.map((reservationId) => createOrderCall(t.app, token, { reservationId, paymentMethod: 'sepa_bank_transfer' })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'ORDER_EXISTS')).toBe(true);
    expect(await orderCount(token)).toBe(1);
  });

  it('two concurrent cancels of one order: one succeeds, the other gets 409 and changes nothing', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = (await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().response;
    const cancel = (reason: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/orders/cancel/${order.id}?cancelReason=${encodeURIComponent(reason)}`, headers: { authorization: token } });
    const answers = await Promise.all([cancel('first reason'), cancel('second reason')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json().response;
    const detail = (await t.app.inject({ url: `/api/v1/order/${order.id}`, headers: { authorization: token } })).json().response;
    expect(detail).toMatchObject({ status: 'CANCELLED', cancelReason: winner.cancelReason });
  });

  it('a cancel racing the payment-done mark: exactly one status change wins', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const order = (await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().response;
    const [cancelled, marked] = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/v1/orders/cancel/${order.id}?cancelReason=changed`, headers: { authorization: token } }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/payment-done',
        headers: { authorization: token },
        payload: { orderId: order.id, paymentOptionId: 'sepa_bank_transfer' },
      }),
    ]);
    const successes = [cancelled, marked].filter((res) => res.statusCode === 200).length;
    // Cancel is legal after the mark too, so both may pass one after the other; a lost update
    // would show as two changes made from the same status.
    const events = await t.database.db.execute(sql`select from_status, to_status from order_status_events where order_id = ${order.id} and from_status is not null`);
    const changes = (events as unknown as { rows: Array<{ from_status: string; to_status: string }> }).rows;
    expect(changes).toHaveLength(successes);
    expect(new Set(changes.map((change) => change.from_status)).size).toBe(changes.length);
  });
});
