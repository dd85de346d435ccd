/**
 * Messages between the page embedding the widget (the host, through the partner SDK) and the
 * widget in its iframe.
 *
 *   host page (SDK)                                          widget (iframe)
 *        |  user presses the overlay's close                        |
 *        |---- { channel: 'ferry', type: 'close-request' } -------->|  asks "Are you sure you want
 *        |                                                          |  to exit the product?"
 *        |                                                          |  user presses "Exit Now"
 *        |<--- { channel: 'ferry', type: 'close' } -----------------|
 *        |  removes the iframe                                      |
 *        |                                                          |
 *        |  a sell of a partner with walletRedirection=true: on      |
 *        |  'Complete Payment' or right after the order is placed    |
 *        |<--- { type: 'wallet-redirection', orderId, depositAddress,|
 *        |       cryptoAmount, cryptoCurrency, network, ... } ------|
 *        |  the host's wallet sends the crypto                      |
 *
 * The widget reads a message only when it comes from its parent window and from the origin of
 * the page that framed it, as captured at start-up (host-origin.ts: kept across the full-page
 * redirects of a payment); it posts only to that origin, never to '*', and nothing when no
 * origin is known.
 */
import { knownHostOrigin } from './host-origin.js';

export const EMBED_CHANNEL = 'ferry';

/** Host to widget. */
export type HostMessage = { channel: typeof EMBED_CHANNEL; type: 'close-request' };

/** Anything a page posts is untrusted: only the protocol's own message, rebuilt, gets through. */
function parseHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { channel, type } = data as Record<string, unknown>;
  return channel === EMBED_CHANNEL && type === 'close-request' ? { channel, type } : null;
}

/** Order events mirrored to the host (spec 001 section 3 "Widget event names"). */
export type OrderEventType = 'order-created' | 'order-successful' | 'order-cancelled' | 'order-failed';

/**
 * Wallet redirection (spec 001 sections 4 and 6): what the partner's wallet needs to send a sell's
 * crypto, instead of the widget's transfer screen. Amounts are decimal strings.
 */
export type WalletRedirectionMessage = {
  channel: typeof EMBED_CHANNEL;
  type: 'wallet-redirection';
  orderId: string;
  status: string;
  depositAddress: string;
  cryptoAmount: string;
  cryptoCurrency: string;
  network: string;
};

/** Widget to host. */
export type WidgetMessage =
  | { channel: typeof EMBED_CHANNEL; type: 'close' }
  | { channel: typeof EMBED_CHANNEL; type: OrderEventType; orderId: string; status: string }
  | WalletRedirectionMessage;

/** The one window and origin the widget talks to. */
export interface HostChannel {
  target: Pick<Window, 'postMessage'>;
  origin: string;
}

interface EmbeddedWindow {
  parent: unknown;
}

/** The host when the widget is framed and the host's origin is known; otherwise nobody. */
export function hostChannel(win: EmbeddedWindow = window, origin: string | null = knownHostOrigin()): HostChannel | null {
  if (win.parent === win || win.parent === null) return null;
  if (!origin) return null;
  return { target: win.parent as Pick<Window, 'postMessage'>, origin };
}

/** The host's message carried by an event, or null for anything else from anyone else. */
export function readHostMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  channel: HostChannel,
): HostMessage | null {
  if (event.source !== channel.target || event.origin !== channel.origin) return null;
  return parseHostMessage(event.data);
}

export function postToHost(channel: HostChannel, message: WidgetMessage): void {
  channel.target.postMessage(message, channel.origin);
}

export function listenToHost(channel: HostChannel, onMessage: (message: HostMessage) => void): () => void {
  const listener = (event: MessageEvent) => {
    const message = readHostMessage(event, channel);
    if (message) onMessage(message);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
