import type { DisplayStatus, FailedReason, PaymentMethodId } from '@ferry/contracts';

export type WidgetOrderEvent = 'orderSuccessful' | 'orderFailed' | 'orderCancelled';
export type StatusTone = 'success' | 'pending' | 'failure';

/** The payment status page's heading; the widget words each in its catalogue. */
export type PaymentStatusHeading =
  | 'cryptoOnTheWay'
  | 'moneyOnTheWay'
  | 'nftOnTheWay'
  | 'yourCryptoOnTheWay'
  | 'cardAuthorizationFailed'
  | 'orderCancelled'
  | 'allDone'
  | 'payoutRejected'
  | 'unableToProcess'
  | 'orderFailed'
  | 'orderExpired';

/** A line under the heading; the widget words each in its catalogue. */
export type PaymentStatusLine =
  | 'confirmationEmail'
  | 'inrBankWithinSixHours'
  | 'waitingForPayment'
  | 'checkCard'
  | 'orderCancelled'
  | 'payoutSent'
  | 'cryptoDelivered'
  | 'cardPayoutFastFunds'
  | 'cardPayoutStandard'
  | 'payoutNotMade'
  | 'paidAmountRefunded'
  | 'orderNotCompleted'
  | 'orderExpired';

export type PaymentStatusContent = {
  heading: PaymentStatusHeading;
  lines: PaymentStatusLine[];
  /** A failed order's own header and message (from the server), shown instead of the heading and lines. */
  failedReason: FailedReason | null;
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

const content = (heading: PaymentStatusHeading, lines: PaymentStatusLine[], tone: StatusTone, event: WidgetOrderEvent | null): PaymentStatusContent => ({
  heading,
  lines,
  failedReason: null,
  tone,
  event,
});

function onTheWay(order: StatusContentOrder): PaymentStatusContent {
  const heading = order.isNFTOrder ? 'nftOnTheWay' : order.isBuyOrSell === 'SELL' ? 'moneyOnTheWay' : 'cryptoOnTheWay';
  const lines: PaymentStatusLine[] = ['confirmationEmail'];
  if (order.isBuyOrSell === 'BUY' && order.paymentOptionId === 'inr_bank_transfer') lines.push('inrBankWithinSixHours');
  return content(heading, lines, 'pending', 'orderSuccessful');
}

function completed(order: StatusContentOrder): PaymentStatusContent {
  const lines: PaymentStatusLine[] = [order.isBuyOrSell === 'SELL' ? 'payoutSent' : 'cryptoDelivered'];
  if (order.isBuyOrSell === 'SELL' && order.paymentOptionId === 'credit_debit_card') {
    lines.push(order.moneyTransferType === 'fast_funds' ? 'cardPayoutFastFunds' : 'cardPayoutStandard');
  }
  return content('allDone', lines, 'success', null);
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
      return content('yourCryptoOnTheWay', ['waitingForPayment'], 'pending', null);
    case 'AUTH_FAILED':
      return content('cardAuthorizationFailed', ['checkCard'], 'failure', 'orderFailed');
    case 'CANCELLED':
      return content('orderCancelled', ['orderCancelled'], 'failure', 'orderCancelled');
    case 'COMPLETED':
      return completed(order);
    case 'REFUNDED':
      return order.isBuyOrSell === 'SELL'
        ? content('payoutRejected', ['payoutNotMade'], 'failure', null)
        : content('unableToProcess', ['paidAmountRefunded'], 'failure', null);
    case 'FAILED':
      return { ...content('orderFailed', ['orderNotCompleted'], 'failure', 'orderFailed'), failedReason: order.failedReason };
    case 'EXPIRED':
      return content('orderExpired', ['orderExpired'], 'failure', null);
  }
}
