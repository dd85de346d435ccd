import type { OrderStatus, StreamDepositStatus } from '@ferry/contracts';

/**
 * How a stream deposit shows in My Orders (an order with isBuyOrSell SELL and
 * orderProcessingType OFF_RAMP_STREAM): seen on chain but unconfirmed is 'payment done', being
 * confirmed and sold is processing, a payout on its way is pending delivery, waiting for a refund
 * address or being refunded is on hold, then COMPLETED or REFUNDED.
 */
const ORDER_STATUS_OF: Record<StreamDepositStatus, OrderStatus> = {
  DETECTED: 'PAYMENT_DONE_MARKED_BY_USER',
  CONFIRMED: 'PROCESSING',
  SELLING: 'PROCESSING',
  PAYING_OUT: 'PENDING_DELIVERY_FROM_FERRY',
  PAID_OUT: 'COMPLETED',
  AWAITING_REFUND_ADDRESS: 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY',
  REFUNDING: 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY',
  REFUNDED: 'REFUNDED',
};

export function orderStatusOfStreamDeposit(status: StreamDepositStatus): OrderStatus {
  return ORDER_STATUS_OF[status];
}

/** The only moves of a deposit's lifecycle; anything else is refused. */
const NEXT: Record<StreamDepositStatus, readonly StreamDepositStatus[]> = {
  DETECTED: ['CONFIRMED'],
  CONFIRMED: ['SELLING', 'REFUNDING', 'AWAITING_REFUND_ADDRESS'],
  SELLING: ['PAYING_OUT'],
  PAYING_OUT: ['PAID_OUT', 'REFUNDING', 'AWAITING_REFUND_ADDRESS'],
  PAID_OUT: [],
  AWAITING_REFUND_ADDRESS: ['REFUNDING'],
  REFUNDING: ['REFUNDED'],
  REFUNDED: [],
};

export function canMoveStreamDeposit(from: StreamDepositStatus, to: StreamDepositStatus): boolean {
  return NEXT[from].includes(to);
}
