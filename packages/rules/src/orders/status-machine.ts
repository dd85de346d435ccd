import { FINAL_ORDER_STATUSES, type OrderStatus, POLL_ORDER_MS } from '@ferry/contracts';

/**
 * The legal status changes of an order. Final statuses have none. The server applies a change only
 * when it is listed here and the row still holds the expected status.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  AWAITING_PAYMENT_FROM_USER: ['PAYMENT_DONE_MARKED_BY_USER', 'PROCESSING', 'CANCELLED', 'EXPIRED', 'FAILED'],
  PAYMENT_DONE_MARKED_BY_USER: ['PROCESSING', 'CANCELLED', 'FAILED'],
  PROCESSING: ['PENDING_DELIVERY_FROM_FERRY', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'FAILED', 'REFUNDED'],
  PENDING_DELIVERY_FROM_FERRY: ['COMPLETED', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'FAILED', 'REFUNDED'],
  ON_HOLD_PENDING_DELIVERY_FROM_FERRY: ['PENDING_DELIVERY_FROM_FERRY', 'FAILED', 'REFUNDED'],
  COMPLETED: [],
  CANCELLED: [],
  REFUNDED: [],
  FAILED: [],
  EXPIRED: [],
};

export function isLegalTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Order details poll every 2 s until the status is final (spec 001 section 4). */
export function orderPollIntervalMs(status: OrderStatus | undefined): number | false {
  if (status === undefined) return POLL_ORDER_MS;
  return isFinalStatus(status) ? false : POLL_ORDER_MS;
}
