import type { OrderStatus } from '@ferry/contracts';
import { type OrderListLabel, orderListLabel } from '@ferry/rules';
import { t } from '../../i18n/i18n.js';

const LABELS: Record<OrderListLabel, () => string> = {
  waitingForTransfer: () => t('orders.label.waitingForTransfer'),
  transferringCrypto: () => t('orders.label.transferringCrypto'),
  paymentPending: () => t('orders.label.paymentPending'),
  processing: () => t('orders.label.processing'),
  verifyingPayment: () => t('orders.label.verifyingPayment'),
  completed: () => t('orders.label.completed'),
  cancelled: () => t('orders.label.cancelled'),
  refunded: () => t('orders.label.refunded'),
  failed: () => t('orders.label.failed'),
  expired: () => t('orders.label.expired'),
};

/** An order's list label (spec 001 section 4 "Order list labels"), worded in the active language. */
export function orderLabelText(status: OrderStatus, order: { isBuyOrSell: 'BUY' | 'SELL'; isNFTOrder: boolean }): string {
  return LABELS[orderListLabel(status, order)]();
}
