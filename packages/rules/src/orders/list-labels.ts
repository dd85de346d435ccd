import type { OrderStatus } from '@ferry/contracts';
import type { StatusTone } from './payment-status-content.js';

/** Which order list label an order has; the widget words each in its catalogue. */
export type OrderListLabel =
  | 'waitingForTransfer'
  | 'transferringCrypto'
  | 'paymentPending'
  | 'processing'
  | 'verifyingPayment'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'failed'
  | 'expired';

/**
 * The order list label (spec 001 section 4 "Order list labels"). BUY: awaiting is 'Waiting for
 * the transfer', pending delivery 'Transferring Crypto'; SELL and NFT: 'Payment Pending' and
 * 'Processing'. Labels the spec leaves open (PAYMENT_DONE_MARKED_BY_USER, PROCESSING, ON_HOLD)
 * are Ferry's choice: 'Verifying Payment', 'Processing' and the pending-delivery label.
 */
export function orderListLabel(status: OrderStatus, order: { isBuyOrSell: 'BUY' | 'SELL'; isNFTOrder: boolean }): OrderListLabel {
  const isPlainBuy = order.isBuyOrSell === 'BUY' && !order.isNFTOrder;
  switch (status) {
    case 'AWAITING_PAYMENT_FROM_USER':
      return isPlainBuy ? 'waitingForTransfer' : 'paymentPending';
    case 'PENDING_DELIVERY_FROM_FERRY':
    case 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY':
      return isPlainBuy ? 'transferringCrypto' : 'processing';
    case 'PAYMENT_DONE_MARKED_BY_USER':
      return 'verifyingPayment';
    case 'PROCESSING':
      return 'processing';
    case 'COMPLETED':
      return 'completed';
    case 'CANCELLED':
      return 'cancelled';
    case 'REFUNDED':
      return 'refunded';
    case 'FAILED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
  }
}

/** Badge colour family per status. */
export function orderStatusTone(status: OrderStatus): StatusTone {
  if (status === 'COMPLETED') return 'success';
  if (status === 'CANCELLED' || status === 'REFUNDED' || status === 'FAILED' || status === 'EXPIRED') return 'failure';
  return 'pending';
}
