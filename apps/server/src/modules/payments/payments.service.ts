import { ErrorCode, type InitWalletPayRequest, type InitWalletPayResponse, type Order, type PaymentUpdateResponse } from '@ferry/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { GatewayPayment } from '../../providers/card-gateway/card-gateway.js';
import { applyGatewayPayment, tryChangeOrderStatus } from '../orders/order-status.service.js';
import { findOrderRowById, loadOwnOrder, loadOwnOrderByPaymentId, viewOrder } from '../orders/orders.service.js';


const paymentNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'Payment not found');

/** The gateway's callback: a 3DS or bank page finished; the order follows its payment. */
export async function onGatewayPaymentUpdated(ctx: AppContext, payment: GatewayPayment): Promise<void> {
  const row = await findOrderRowById(ctx, payment.reference);
  if (row) await applyGatewayPayment(ctx, row, payment);
}

/** Notify payment update (spec 001 section 7): the status page asks the server to read the gateway again. */
export async function notifyPaymentUpdate(ctx: AppContext, { userId, paymentId }: { userId: string; paymentId: string }): Promise<Order> {
  const row = await loadOwnOrderByPaymentId(ctx, { userId, paymentId });
  const payment = await ctx.providers.cardGateway.getPayment(paymentId);
  if (!payment) throw paymentNotFound();
  return viewOrder(ctx, await applyGatewayPayment(ctx, row, payment));
}

/** The wallet answer for a gateway payment: paid, refused, or waiting on its 3DS page. */
function walletAnswer(payment: GatewayPayment): InitWalletPayResponse {
  if (payment.status === 'REQUIRES_ACTION' && payment.redirectUrl) {
    return { status: 'PENDING', redirectionRequired: true, pgData: { redirectionRequestData: { redirectUrl: payment.redirectUrl, method: 'GET' } } };
  }
  if (payment.status === 'REQUIRES_ACTION' || payment.status === 'PENDING') return { status: 'PENDING', redirectionRequired: false };
  return { status: payment.status === 'AUTHORIZED' ? 'AUTHORIZED' : 'DECLINED', redirectionRequired: false };
}

/**
 * Payment update (spec 000 section 7, "payment/update"): the payment's own state read from the
 * gateway, the order moved on with it. The wallet pages ask it when the 3DS frame returns with
 * result=success, so the page's address alone never counts as paid.
 */
export async function updatePayment(
  ctx: AppContext,
  { userId, paymentId, orderId }: { userId: string; paymentId: string; orderId: string },
): Promise<PaymentUpdateResponse> {
  const row = await loadOwnOrder(ctx, { userId, orderId });
  if (row.paymentId !== paymentId) throw paymentNotFound();
  const payment = await ctx.providers.cardGateway.getPayment(paymentId);
  if (!payment) throw paymentNotFound();
  await applyGatewayPayment(ctx, row, payment);
  return walletAnswer(payment);
}

/**
 * Cancel gateway payment (spec 001 section 7): the payer left the 3DS, wallet or bank page. The
 * order is cancelled with the reason unless the payment went through meanwhile.
 */
export async function cancelGatewayPayment(
  ctx: AppContext,
  { sessionUserId, body }: { sessionUserId: string; body: { paymentId: string; userId: string; cancelReason: string } },
): Promise<Order> {
  if (body.userId !== sessionUserId) throw paymentNotFound();
  const row = await loadOwnOrderByPaymentId(ctx, { userId: sessionUserId, paymentId: body.paymentId });
  if (row.status !== 'AWAITING_PAYMENT_FROM_USER') return viewOrder(ctx, row);
  const payment = await ctx.providers.cardGateway.cancelPayment(body.paymentId);
  if (payment && payment.status !== 'CANCELLED') return viewOrder(ctx, await applyGatewayPayment(ctx, row, payment));
  const cancelled = await tryChangeOrderStatus(ctx, row, 'CANCELLED', {
    patch: { cancelReason: body.cancelReason, paymentState: 'CANCELLED' },
    reason: 'gateway payment cancelled',
  });
  return viewOrder(ctx, cancelled);
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** init/apple-pay and init/google-pay: completes the order's wallet payment with the wallet's token. */
export async function initWalletPayment(
  ctx: AppContext,
  { sessionUserId, platform, body }: { sessionUserId: string; platform: 'apple_pay' | 'google_pay'; body: InitWalletPayRequest },
): Promise<InitWalletPayResponse> {
  if (body.userId !== sessionUserId) throw paymentNotFound();
  const row = await loadOwnOrder(ctx, { userId: sessionUserId, orderId: body.orderId });
  if (row.paymentId !== body.paymentId || row.paymentMethod !== platform) throw paymentNotFound();
  if (row.status !== 'AWAITING_PAYMENT_FROM_USER') {
    throw new AppError(ErrorCode.ORDER_STATUS_CONFLICT, `This order is ${row.status}; its payment cannot start again.`, { params: { status: row.status, action: 'PAY' } });
  }
  if (!row.sessionToken || !sameSecret(row.sessionToken, body.sessionToken)) throw paymentNotFound();
  const payment = await ctx.providers.cardGateway.authorizeWalletPayment({ paymentId: body.paymentId, token: body.additionalData.paymentData.token });
  if (!payment) throw paymentNotFound();
  await applyGatewayPayment(ctx, row, payment);
  return walletAnswer(payment);
}
