import { Order } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** DELETE orders/cancel/{id}?cancelReason (spec 001 section 7). */
export function cancelOrder({ orderId, cancelReason }: { orderId: string; cancelReason: string }) {
  return apiRequest(`orders/cancel/${encodeURIComponent(orderId)}`, { schema: Order, method: 'DELETE', query: { cancelReason } });
}
