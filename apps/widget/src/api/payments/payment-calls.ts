import { Order, PaymentUpdateResponse, VerifyPanResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST payment/notify-update: after a gateway return (cko-session-id), read the payment again. */
export function notifyPaymentUpdate(paymentId: string) {
  return apiRequest('payment/notify-update', { schema: Order, method: 'POST', body: { paymentId } });
}

/** POST payment/update: the payment's own state, read from the gateway (after a wallet page's 3DS frame). */
export function updatePayment(body: { paymentId: string; orderId: string }) {
  return apiRequest('payment/update', { schema: PaymentUpdateResponse, method: 'POST', body });
}

/** POST payment/cancel: the payer left the gateway page. */
export function cancelGatewayPayment(body: { paymentId: string; userId: string; cancelReason: string }) {
  return apiRequest('payment/cancel', { schema: Order, method: 'POST', body });
}

/** POST users/verify-pan. */
export function verifyPan(panNumber: string) {
  return apiRequest('users/verify-pan', { schema: VerifyPanResponse, method: 'POST', body: { panNumber } });
}
