import type { AppContext } from '../../context.js';
import { tryChangeOrderStatus } from './order-status.service.js';
import { findOrder } from './orders.repository.js';

/** The job ran before autoExpiresAt by the app's clock (the database's clock ran ahead): try again later. */
export class NotYetDueError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId} is not due to expire yet`);
    this.name = 'NotYetDueError';
  }
}

/** An order still unpaid at autoExpiresAt expires, and its payment at the gateway is cancelled. */
export async function expireOrderIfDue(ctx: AppContext, orderId: string): Promise<void> {
  const row = await findOrder(ctx.db, orderId);
  if (!row || row.status !== 'AWAITING_PAYMENT_FROM_USER' || !row.autoExpiresAt) return;
  if (row.autoExpiresAt > ctx.now()) throw new NotYetDueError(orderId);
  if (row.paymentId) await ctx.providers.cardGateway.cancelPayment(row.paymentId);
  await tryChangeOrderStatus(ctx, row, 'EXPIRED', { reason: 'not paid in time' });
}
