import { ORDER_STATUSES, type OrderStatus } from '@ferry/contracts';
import { isLegalTransition } from '@ferry/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, walletReservations } from '../../db/schema/index.js';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer, placeOrder } from './orders-test-kit.js';
import { sandboxTokenOf } from '../../http/sandbox-guard.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

/** A legal path from AWAITING_PAYMENT_FROM_USER to each status. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  AWAITING_PAYMENT_FROM_USER: [],
  PAYMENT_DONE_MARKED_BY_USER: ['PAYMENT_DONE_MARKED_BY_USER'],
  PROCESSING: ['PROCESSING'],
  PENDING_DELIVERY_FROM_FERRY: ['PROCESSING', 'PENDING_DELIVERY_FROM_FERRY'],
  ON_HOLD_PENDING_DELIVERY_FROM_FERRY: ['PROCESSING', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY'],
  COMPLETED: ['PROCESSING', 'PENDING_DELIVERY_FROM_FERRY', 'COMPLETED'],
  CANCELLED: ['CANCELLED'],
  REFUNDED: ['PROCESSING', 'REFUNDED'],
  FAILED: ['FAILED'],
  EXPIRED: ['EXPIRED'],
};

const push = (orderId: string, status: OrderStatus) =>
  t.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${orderId}/status`, headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { status } });

async function orderIn(status: OrderStatus): Promise<string> {
  const { token } = await newBuyer(t.app, { advance: clock.advance });
  const id: string = (await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().response.id;
  for (const step of PATHS[status]) expect((await push(id, step)).statusCode).toBe(200);
  return id;
}

const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('order state machine: every illegal status change is refused and changes nothing', () => {
  for (const from of ORDER_STATUSES) {
    it(`from ${from}: each illegal change answers 409 ORDER_STATUS_CONFLICT and leaves the row as it was`, async () => {
      const id = await orderIn(from);
      const before = await rowOf(id);
      expect(before?.status).toBe(from);
      for (const to of ORDER_STATUSES.filter((candidate) => !isLegalTransition(from, candidate))) {
        const res = await push(id, to);
        expect(res.statusCode, `${from} -> ${to}`).toBe(409);
        expect(res.json().code).toBe('ORDER_STATUS_CONFLICT');
        expect(await rowOf(id)).toEqual(before);
      }
    });
  }
});

describe('the database refuses illegal changes too, whatever code issues them', () => {
  it('the trigger accepts exactly the transitions of the rules (every pair of statuses tried)', async () => {
    for (const from of ORDER_STATUSES) {
      const id = await orderIn(from);
      for (const to of ORDER_STATUSES.filter((candidate) => candidate !== from)) {
        let isAccepted = true;
        try {
          await t.database.db.transaction(async (tx) => {
            await tx.execute(sql`update orders set status = ${to} where id = ${id}`);
            throw new Error('rollback');
          });
        } catch (error) {
          isAccepted = (error as Error).message === 'rollback';
        }
        expect(isAccepted, `${from} -> ${to}`).toBe(isLegalTransition(from, to));
      }
      expect((await rowOf(id))?.status).toBe(from);
    }
  });
  it('an order cannot be inserted in any status but AWAITING_PAYMENT_FROM_USER', async () => {
    const id = await orderIn('COMPLETED');
    const row = await rowOf(id);
    if (!row) throw new Error('no row');
    const [reservation] = await t.database.db.select().from(walletReservations).where(eq(walletReservations.id, row.reservationId));
    if (!reservation) throw new Error('no reservation');
    const reservationId = crypto.randomUUID();
    await t.database.db.insert(walletReservations).values({ ...reservation, id: reservationId });
    const insert = (status: string) =>
      t.database.db.insert(orders).values({ ...row, id: crypto.randomUUID(), idempotencyKey: `key-${status}`, reservationId, referenceCode: null, status });
    await expect(insert('COMPLETED')).rejects.toThrow();
    const error = (await insert('PROCESSING').catch((caught: unknown) => caught)) as (Error & { cause?: Error }) | undefined;
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/an order starts awaiting payment/);
  });
});

describe('the sandbox push is the owner’s, or the console’s (issue 14)', () => {
  it("moves the user's own order with their token; another user's order is 404 and a call without a token 401", async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const id: string = (await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().response.id;
    const stranger = await newBuyer(t.app, { advance: clock.advance, isKycApproved: false });
    const url = `/api/v1/sandbox/orders/${id}/status`;
    const payload = { status: 'CANCELLED' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: { authorization: stranger.token }, payload })).statusCode).toBe(404);
    expect((await rowOf(id))?.status).toBe('AWAITING_PAYMENT_FROM_USER');
    const own = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
    expect(own.statusCode).toBe(200);
    expect(own.json().response.status).toBe('CANCELLED');
  });
});
