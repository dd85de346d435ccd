import { ErrorCode, type OrderStatus } from '@ferry/contracts';
import { isLegalTransition } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { GatewayPayment } from '../../providers/card-gateway/card-gateway.js';
import { storedFailedReason } from './failed-reasons.js';
import { recordStatusChange } from './order-events.js';
import { findOrder, type OrderPatch, type OrderRow, patchOrderRow, transitionOrderRow } from './orders.repository.js';

/** What a status change needs of the order as the caller read it (its event names the owner, partner, side and method). */
type ChangingOrder = Pick<OrderRow, 'id' | 'status' | 'userId' | 'partnerApiKey' | 'isBuyOrSell' | 'paymentMethod' | 'createdAt' | 'autoExpiresAt'>;

const conflict = (status: string, to: OrderStatus) =>
  new AppError(ErrorCode.ORDER_STATUS_CONFLICT, `This order is ${status} and cannot change to ${to}. Please reload the order.`, { params: { status, to, action: 'CHANGE' } });

/**
 * The one way an order's status changes: legal per the state machine and still holding the status
 * it was read with, with its `order.status_changed` event in the same transaction. Otherwise 409
 * ORDER_STATUS_CONFLICT and nothing changes.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  row: ChangingOrder,
  to: OrderStatus,
  { patch = {}, reason }: { patch?: OrderPatch; reason: string },
): Promise<OrderRow> {
  const from = row.status as OrderStatus;
  if (!isLegalTransition(from, to)) throw conflict(from, to);
  const updated = await transitionOrderRow(ctx.db, row, { from, to, patch, at: ctx.now(), reason }, (changed, isWritten) =>
    recordStatusChange(ctx, changed, from, isWritten),
  );
  if (!updated) throw conflict((await findOrder(ctx.db, row.id))?.status ?? from, to);
  return updated;
}

/** Like changeOrderStatus, but losing a race is not an error: the current row is answered. */
export async function tryChangeOrderStatus(
  ctx: AppContext,
  row: ChangingOrder,
  to: OrderStatus,
  options: { patch?: OrderPatch; reason: string },
): Promise<OrderRow> {
  try {
    return await changeOrderStatus(ctx, row, to, options);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorCode.ORDER_STATUS_CONFLICT) throw error;
    const current = await findOrder(ctx.db, row.id);
    if (!current) throw error;
    return current;
  }
}


/**
 * Applies what the gateway says about an order's payment, whoever learns it first (create-order,
 * the 3DS return, the gateway's callback, the status page's notify). Every step is conditional on
 * the order still awaiting payment, so the same news applied twice changes nothing twice.
 */
export async function applyGatewayPayment(ctx: AppContext, row: OrderRow, payment: GatewayPayment): Promise<OrderRow> {
  if (row.status !== 'AWAITING_PAYMENT_FROM_USER') return row;
  const at = ctx.now();
  switch (payment.status) {
    case 'AUTHORIZED':
      return tryChangeOrderStatus(ctx, row, 'PROCESSING', {
        patch: { paymentId: payment.id, paymentState: 'AUTHORIZED', amountPaid: row.fiatAmount, redirectUrl: null, sessionToken: null },
        reason: 'payment authorized',
      });
    case 'DECLINED':
      return tryChangeOrderStatus(ctx, row, 'FAILED', {
        patch: { paymentId: payment.id, paymentState: 'DECLINED', failedReason: storedFailedReason('PAYMENT_DECLINED'), redirectUrl: null, sessionToken: null },
        reason: payment.declineReason ?? 'payment declined',
      });
    case 'REQUIRES_ACTION':
    case 'PENDING':
      return (
        (await patchOrderRow(ctx.db, {
          id: row.id,
          status: 'AWAITING_PAYMENT_FROM_USER',
          patch: { paymentId: payment.id, paymentState: payment.status, redirectUrl: payment.redirectUrl },
          at,
        })) ?? (await findOrder(ctx.db, row.id)) ?? row
      );
    case 'CANCELLED':
      return row;
  }
}
