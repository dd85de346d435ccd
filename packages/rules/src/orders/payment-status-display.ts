import type { DisplayStatus, OrderStatus, PaymentMethodId } from '@ferry/contracts';

export type PaymentStatusQuery = {
  result?: 'success' | 'failed' | undefined;
  cancelPaymentId?: string | undefined;
};

const isWalletOrPm = (method: PaymentMethodId): boolean =>
  method === 'apple_pay' || method === 'google_pay' || method.startsWith('pm_');

/**
 * The status the payment status page shows (spec 001 section 4 "Display override"), first rule
 * that applies: result=failed shows AUTH_FAILED unless FAILED; result=success shows pending
 * delivery unless COMPLETED; a cancelPaymentId shows CANCELLED; Apple Pay, Google Pay and 'pm_'
 * methods still awaiting payment show PROCESSING when in an iframe or authorized.
 */
export function displayStatusFor(options: {
  status: OrderStatus;
  paymentMethod: PaymentMethodId;
  query: PaymentStatusQuery;
  isInIframe: boolean;
  isAuthorized: boolean;
}): DisplayStatus {
  const { status, query } = options;
  if (query.result === 'failed' && status !== 'FAILED') return 'AUTH_FAILED';
  if (query.result === 'success' && status !== 'COMPLETED') return 'PENDING_DELIVERY_FROM_FERRY';
  if (query.cancelPaymentId && status !== 'CANCELLED') return 'CANCELLED';
  if (
    status === 'AWAITING_PAYMENT_FROM_USER' &&
    isWalletOrPm(options.paymentMethod) &&
    (options.isInIframe || options.isAuthorized)
  ) {
    return 'PROCESSING';
  }
  return status;
}

/** With a cancelPaymentId the page tells the server to cancel the payment. */
export function shouldCancelGatewayPayment(query: PaymentStatusQuery): boolean {
  return Boolean(query.cancelPaymentId);
}

/** With a cko-session-id and a status other than FAILED or REFUNDED it notifies the payment update. */
export function shouldNotifyPaymentUpdate(options: { gatewaySessionId: string | undefined; status: OrderStatus }): boolean {
  return Boolean(options.gatewaySessionId) && options.status !== 'FAILED' && options.status !== 'REFUNDED';
}
