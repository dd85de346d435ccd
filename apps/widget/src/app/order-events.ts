import { widgetMessage } from '@ferry/contracts';
import { type HostChannel, hostChannel, type OrderEventType, postToHost } from './embed-protocol.js';

/**
 * Posts an order event to the page embedding the widget, at that page's origin only (never '*').
 * Outside a frame, or when the host's origin is unknown, nothing is posted.
 */
export function postOrderEvent(type: OrderEventType, order: { id: string; status: string }, channel: HostChannel | null = hostChannel()): void {
  if (channel) postToHost(channel, widgetMessage(type, { orderId: order.id, status: order.status }));
}

/** The sell's "Complete Payment" handed over to the partner's wallet (walletRedirection). */
export function postWalletRedirection(order: { id: string }, channel: HostChannel | null = hostChannel()): void {
  if (channel) postToHost(channel, widgetMessage('wallet-redirection', { orderId: order.id }));
}
