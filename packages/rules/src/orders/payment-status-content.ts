import type { DisplayStatus, FailedReason, PaymentMethodId } from '@ferry/contracts';

export type WidgetOrderEvent = 'orderSuccessful' | 'orderFailed' | 'orderCancelled';
export type StatusTone = 'success' | 'pending' | 'failure';

export type PaymentStatusContent = {
  heading: string;
  lines: string[];
  tone: StatusTone;
  /** The widget event the page emits to the host for this status, if any. */
  event: WidgetOrderEvent | null;
};

export type StatusContentOrder = {
  isBuyOrSell: 'BUY' | 'SELL';
  isNFTOrder: boolean;
  paymentOptionId: PaymentMethodId;
  failedReason: FailedReason | null;
  /** A sell paid out to a card: standard takes up to 48 hours, fast_funds 30 minutes. */
  moneyTransferType?: 'standard' | 'fast_funds' | null | undefined;
};

const EMAIL_LINE = 'You will receive a confirmation e-mail once it is delivered.';

function onTheWay(order: StatusContentOrder): PaymentStatusContent {
  const what = order.isNFTOrder ? 'NFT' : order.isBuyOrSell === 'SELL' ? 'Money' : 'Crypto';
  const lines = [EMAIL_LINE];
  if (order.isBuyOrSell === 'BUY' && order.paymentOptionId === 'inr_bank_transfer') {
    lines.push('Your crypto will be sent to your wallet within 6 hours.');
  }
  return { heading: `${what} is on the way`, lines, tone: 'pending', event: 'orderSuccessful' };
}

function completed(order: StatusContentOrder): PaymentStatusContent {
  const lines = [order.isBuyOrSell === 'SELL' ? 'Your payout has been sent.' : 'Your crypto has been delivered to your wallet.'];
  if (order.isBuyOrSell === 'SELL' && order.paymentOptionId === 'credit_debit_card') {
    lines.push(
      order.moneyTransferType === 'fast_funds'
        ? 'The payout reaches your card within 30 minutes.'
        : 'The payout reaches your card within 48 hours.',
    );
  }
  return { heading: 'All Done!', lines, tone: 'success', event: null };
}

/** What the payment status page shows per status (spec 001 section 4 "Order status content"). */
export function paymentStatusContent(status: DisplayStatus, order: StatusContentOrder): PaymentStatusContent {
  switch (status) {
    case 'PROCESSING':
    case 'AUTHORIZED':
    case 'PENDING_DELIVERY_FROM_FERRY':
    case 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY':
    case 'PAYMENT_DONE_MARKED_BY_USER':
      return onTheWay(order);
    case 'AWAITING_PAYMENT_FROM_USER':
      return { heading: 'Your Crypto is on the way', lines: ['We are waiting for your payment to arrive.'], tone: 'pending', event: null };
    case 'AUTH_FAILED':
      return {
        heading: 'Card Authorization Failed',
        lines: ['Please check your card information and try again.'],
        tone: 'failure',
        event: 'orderFailed',
      };
    case 'CANCELLED':
      return { heading: 'Order Cancelled!', lines: ['Your order has been cancelled.'], tone: 'failure', event: 'orderCancelled' };
    case 'COMPLETED':
      return completed(order);
    case 'REFUNDED':
      return order.isBuyOrSell === 'SELL'
        ? { heading: 'Payout rejected by bank', lines: ['Your payout could not be made.'], tone: 'failure', event: null }
        : { heading: 'Unable to process Order', lines: ['Any amount you paid will be refunded.'], tone: 'failure', event: null };
    case 'FAILED':
      return {
        heading: order.failedReason?.header ?? 'Order Failed',
        lines: [order.failedReason?.message ?? 'Your order could not be completed.'],
        tone: 'failure',
        event: 'orderFailed',
      };
    case 'EXPIRED':
      return {
        heading: 'Order Expired',
        lines: ['Your order has been expired as you failed to pay within allowed time.'],
        tone: 'failure',
        event: null,
      };
  }
}
