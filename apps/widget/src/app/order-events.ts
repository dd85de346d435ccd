import { type HostChannel, hostChannel, type OrderEventType, postToHost } from './embed-protocol.js';

/**
 * Posts an order event to the page embedding the widget, at that page's origin only (never '*').
 * Outside a frame, or when the host's origin is unknown, nothing is posted.
 */
export function postOrderEvent(type: OrderEventType, order: { id: string; status: string }, channel: HostChannel | null = hostChannel()): void {
  if (channel) postToHost(channel, { channel: 'ferry', type, orderId: order.id, status: order.status });
}
