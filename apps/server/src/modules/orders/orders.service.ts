import { type BankAccountDetails, ErrorCode, type Language, type MarkPaymentDoneRequest, type Order, type OrderListItem } from '@ferry/contracts';
import { canCancelOrder, checkUtr, requiresPaymentConfirmation, requiresUtr } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { bankAccountDetailsOf, userBankDetailsLookup } from '../banks/banks.service.js';
import { referenceData } from '../quotes/reference-data.js';
import { findStreamOrder, listStreamOrders } from '../stream/stream-orders.js';
import { changeOrderStatus } from './order-status.service.js';
import { toOrder, toOrderListItem } from './order-view.js';
import { findOrder, findOrderByPaymentId, listUserOrders, type OrderRow } from './orders.repository.js';

export const ORDER_LIST_LIMIT = 200;
export const ORDER_EXPIRED_MESSAGE = 'Order Expired - Your order has been expired as you failed to pay within allowed time.';

/** The tx-link prefix of a network's explorer (seeded with the crypto currencies), from the cached reference data. */
export async function explorerOf(ctx: AppContext, network: string): Promise<string | null> {
  const { cryptos } = await referenceData(ctx);
  for (const crypto of cryptos.values()) if (crypto.network.name === network) return crypto.network.explorer || null;
  return null;
}

/** bankOf: the user's banks read once by a caller that shows many orders; language: the reader's, for the words of a failure. */
export async function viewOrder(
  ctx: AppContext,
  row: OrderRow,
  { bankOf, language }: { bankOf?: (bankId: string | null) => BankAccountDetails | null; language?: Language } = {},
): Promise<Order> {
  const bank =
    row.isBuyOrSell !== 'SELL' ? null : bankOf ? bankOf(row.bankId) : await bankAccountDetailsOf(ctx, { userId: row.userId, bankId: row.bankId });
  return toOrder(row, { explorer: await explorerOf(ctx, row.network), bank, receivingAccountOf: (method) => ctx.providers.settlement.receivingAccount(method), language });
}

export const orderNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'Order not found');

/** The user's own order as it is (reading changes nothing); another user's order is 404, as is a missing one. */
export async function loadOwnOrder(ctx: AppContext, { userId, orderId }: { userId: string; orderId: string }): Promise<OrderRow> {
  const row = await findOrder(ctx.db, orderId);
  if (!row || row.userId !== userId) throw orderNotFound();
  return row;
}

export async function loadOwnOrderByPaymentId(ctx: AppContext, { userId, paymentId }: { userId: string; paymentId: string }): Promise<OrderRow> {
  const row = await findOrderByPaymentId(ctx.db, paymentId);
  if (!row || row.userId !== userId) throw new AppError(ErrorCode.NOT_FOUND, 'Payment not found');
  return row;
}

/** An order, or a stream deposit shown as an order (modules/stream README "In My Orders"), in the reader's language. */
export async function getOrder(ctx: AppContext, input: { userId: string; orderId: string; language?: Language }): Promise<Order> {
  const row = await findOrder(ctx.db, input.orderId);
  if (row && row.userId === input.userId) return viewOrder(ctx, row, { language: input.language });
  const streamOrder = await findStreamOrder(ctx, input);
  if (!streamOrder) throw orderNotFound();
  return streamOrder;
}

/** The order list with the stream's deposits, newest first (spec 001 section 2 "Order history"). */
export async function listOrders(ctx: AppContext, { userId }: { userId: string }): Promise<OrderListItem[]> {
  // A bounded number of queries whatever the list's length: the orders, the deposits, the user's banks
  // once; currencies come from the cached reference data.
  const bankOf = await userBankDetailsLookup(ctx, { userId });
  const [rows, streamOrders] = await Promise.all([listUserOrders(ctx.db, userId, ORDER_LIST_LIMIT), listStreamOrders(ctx, { userId, limit: ORDER_LIST_LIMIT, bankOf })]);
  const orders = [...(await Promise.all(rows.map((row) => viewOrder(ctx, row, { bankOf })))), ...streamOrders];
  orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return orders.slice(0, ORDER_LIST_LIMIT).map(toOrderListItem);
}

/** Cancel with a reason (spec 001 section 4): only while awaiting payment or marked paid. */
export async function cancelOrder(ctx: AppContext, input: { userId: string; orderId: string; cancelReason: string }): Promise<Order> {
  const row = await loadOwnOrder(ctx, input);
  if (!canCancelOrder(row.status as Order['status'])) {
    throw new AppError(ErrorCode.ORDER_STATUS_CONFLICT, `This order is ${row.status} and can no longer be cancelled.`, { params: { status: row.status, action: 'CANCEL' } });
  }
  const cancelled = await changeOrderStatus(ctx, row, 'CANCELLED', { patch: { cancelReason: input.cancelReason }, reason: 'cancelled by the user' });
  if (cancelled.paymentId) await ctx.providers.cardGateway.cancelPayment(cancelled.paymentId);
  return viewOrder(ctx, cancelled);
}

/** 'Yes, I Have Paid' (spec 001 section 4): the order moves to PAYMENT_DONE_MARKED_BY_USER, with the UTR for INR methods. */
export async function markPaymentDone(ctx: AppContext, { userId, body }: { userId: string; body: MarkPaymentDoneRequest }): Promise<Order> {
  const row = await loadOwnOrder(ctx, { userId, orderId: body.orderId });
  if (row.status === 'EXPIRED') throw new AppError(ErrorCode.ORDER_EXPIRED, ORDER_EXPIRED_MESSAGE);
  if (body.paymentOptionId !== row.paymentMethod) throw new AppError(ErrorCode.VALIDATION_ERROR, 'The payment method is not the order’s.');
  if (!requiresPaymentConfirmation(row.isBuyOrSell === 'SELL' ? 'SELL' : 'BUY', body.paymentOptionId)) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'This payment method needs no payment confirmation.');
  }
  let utr: string | null = null;
  if (requiresUtr(body.paymentOptionId)) {
    const check = checkUtr(body.utr ?? '');
    if (!check.ok) throw new AppError(ErrorCode.UTR_INVALID, 'Please enter UTR number');
    utr = check.value;
  }
  const updated = await changeOrderStatus(ctx, row, 'PAYMENT_DONE_MARKED_BY_USER', { patch: { utr }, reason: 'user marked the payment done' });
  return viewOrder(ctx, updated);
}

/** For the gateway's callback, which acts for no user: the order row by id, or null. */
export async function findOrderRowById(ctx: AppContext, orderId: string): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  return findOrder(ctx.db, orderId);
}
