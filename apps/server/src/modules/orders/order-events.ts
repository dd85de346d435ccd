import type { SQL } from 'drizzle-orm';
import type { OrderStatusChange } from '../../events/event-types.js';
import type { StatementPart } from '../../events/outbox.js';
import type { AppContext } from '../../context.js';
import type { OrderEventFacts } from './orders.repository.js';

/** A payment create-order did not start within this long (a crash between insert and start) is started by a job. */
export const START_PAYMENT_SAFETY_MS = 15_000;

function change(row: OrderEventFacts, from: string | null): OrderStatusChange {
  return { orderId: row.id, from, to: row.status, isBuyOrSell: row.isBuyOrSell === 'SELL' ? 'SELL' : 'BUY', paymentMethod: row.paymentMethod };
}

/**
 * In the insert's statement: the `order.created` event, the expiry at autoExpiresAt, and the
 * safety net that starts a payment create-order could not start (written when the row is).
 */
export function recordOrderCreated(ctx: AppContext, row: OrderEventFacts, isWritten: SQL): Promise<StatementPart[]> {
  const safety = new Date(row.createdAt.getTime() + START_PAYMENT_SAFETY_MS);
  return ctx.events.recordingSql(
    { type: 'order.created', subject: row.id, userId: row.userId, partnerApiKey: row.partnerApiKey, payload: change(row, null), occurredAt: row.createdAt },
    [
      ...(row.autoExpiresAt ? [{ queue: 'orders-expire' as const, data: { orderId: row.id }, options: { startAfter: row.autoExpiresAt, key: row.id } }] : []),
      { queue: 'orders-start-payment', data: { orderId: row.id }, options: { startAfter: safety, key: row.id } },
    ],
    isWritten,
    'created',
  );
}

/** In the status change's statement: the `order.status_changed` event (providers and partners hear it), written when the change is. */
export function recordStatusChange(ctx: AppContext, row: OrderEventFacts, from: string, isWritten: SQL): Promise<StatementPart[]> {
  return ctx.events.recordingSql(
    {
    type: 'order.status_changed',
    subject: row.id,
    userId: row.userId,
    partnerApiKey: row.partnerApiKey,
    payload: change(row, from),
      occurredAt: row.statusChangedAt,
    },
    [],
    isWritten,
    'changed',
  );
}
