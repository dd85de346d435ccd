import { type Order, widgetMessage } from '@ferry/contracts';
import { type HostChannel, hostChannel, type OrderEventType, postToHost } from './embed-protocol.js';

/**
 * Posts an order event to the page embedding the widget, at that page's origin only (never '*').
 * Outside a frame, or when the host's origin is unknown, nothing is posted.
 */
export function postOrderEvent(type: OrderEventType, order: { id: string; status: string }, channel: HostChannel | null = hostChannel()): void {
  if (channel) postToHost(channel, widgetMessage(type, { orderId: order.id, status: order.status }));
}

/**
 * Hands a sell's transfer to the partner's wallet (walletRedirection=true): the deposit address,
 * crypto amount, crypto currency, network and order id, at the host's origin only. False when
 * nothing could be posted (no deposit address yet, not framed, or the host's origin unknown), so
 * the caller shows the transfer screen instead.
 */
export function postWalletRedirection(
  order: Pick<Order, 'id' | 'status' | 'cryptoAmount' | 'cryptoCurrency' | 'network' | 'cryptoPaymentData'>,
  channel: HostChannel | null = hostChannel(),
): boolean {
  const depositAddress = order.cryptoPaymentData?.paymentAddress;
  if (!channel || !depositAddress) return false;
  postToHost(
    channel,
    widgetMessage('wallet-redirection', {
      orderId: order.id,
      status: order.status,
      depositAddress,
      cryptoAmount: order.cryptoAmount,
      cryptoCurrency: order.cryptoCurrency,
      network: order.network,
    }),
  );
  return true;
}
