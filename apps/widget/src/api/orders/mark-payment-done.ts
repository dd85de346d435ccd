import { type MarkPaymentDoneRequest, Order } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST orders/payment-done: 'Yes, I Have Paid', with the UTR for INR methods. */
export function markPaymentDone(body: MarkPaymentDoneRequest) {
  return apiRequest('orders/payment-done', { schema: Order, method: 'POST', body });
}
