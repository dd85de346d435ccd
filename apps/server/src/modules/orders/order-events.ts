import type { OrderStatusChange } from '../../events/event-types.js';
import type { Transaction } from '../../events/executor.js';
import type { AppContext } from '../../context.js';
import type { OrderRow } from './orders.repository.js';

/** A payment create-order did not start within this long (a crash between insert and start) is started by a job. */
export const START_PAYMENT_SAFETY_MS = 15_000;

function change(row: OrderRow, from: string | null): OrderStatusChange {
  return { orderId: row.id, from, to: row.status, isBuyOrSell: row.isBuyOrSell === 'SELL' ? 'SELL' : 'BUY', paymentMethod: row.paymentMethod };
}

/**
 * In the insert's transaction: the `order.created` event, the expiry at autoExpiresAt, and the
 * safety net that starts a payment create-order could not start.
 */
export async function recordOrderCreated(ctx: AppContext, tx: Transaction, row: OrderRow): Promise<void> {
  const safety = new Date(row.createdAt.getTime() + START_PAYMENT_SAFETY_MS);
  // The event's jobs, the expiry and the safety net in one statement (issue 17: fewer round trips).
  await ctx.events.recordWithJobs(
    tx,
    { type: 'order.created', subject: row.id, userId: row.userId, partnerApiKey: row.partnerApiKey, payload: change(row, null), occurredAt: row.createdAt },
    [
      ...(row.autoExpiresAt ? [{ queue: 'orders-expire' as const, data: { orderId: row.id }, options: { startAfter: row.autoExpiresAt, key: row.id } }] : []),
      { queue: 'orders-start-payment', data: { orderId: row.id }, options: { startAfter: safety, key: row.id } },
    ],
  );
}

/** In the status change's transaction: the `order.status_changed` event (providers and partners hear it). */
export async function recordStatusChange(ctx: AppContext, tx: Transaction, row: OrderRow, from: string): Promise<void> {
  await ctx.events.record(tx, {
    type: 'order.status_changed',
    subject: row.id,
    userId: row.userId,
    partnerApiKey: row.partnerApiKey,
    payload: change(row, from),
    occurredAt: row.statusChangedAt,
  });
}
