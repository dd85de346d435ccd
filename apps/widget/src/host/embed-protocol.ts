/**
 * The widget's end of the embed protocol (packages/contracts embed-protocol.ts has the messages
 * and the flow). The host is the window that framed the widget, or the one that opened it as a
 * popup. The widget reads a message only when it comes from that window (event.source) and from
 * the host's origin fixed at start-up (host-origin.ts: kept across the full-page redirects of a
 * payment) or by the handshake (app/host-link.ts reads them all); it posts only to that origin,
 * never to '*', and nothing when no origin is known.
 */
import type { WidgetMessage } from '@ferry/contracts';
import { knownHostOrigin } from './host-origin.js';

export type { OrderEventType, WidgetMessage } from '@ferry/contracts';

/** The one window and origin the widget talks to. */
export interface HostChannel {
  target: Pick<Window, 'postMessage'>;
  origin: string;
}

export interface EmbeddedWindow {
  parent: unknown;
  opener?: unknown;
}

/** The framing window, else the window that opened this one (the SDK's popup), else none. */
export function hostWindow(win: EmbeddedWindow = window): Pick<Window, 'postMessage'> | null {
  if (win.parent !== win && win.parent !== null && win.parent !== undefined) return win.parent as Pick<Window, 'postMessage'>;
  return win.opener ? (win.opener as Pick<Window, 'postMessage'>) : null;
}

/** The host when the widget is framed (or a popup) and the host's origin is known; otherwise nobody. */
export function hostChannel(win: EmbeddedWindow = window, origin: string | null = knownHostOrigin()): HostChannel | null {
  const target = hostWindow(win);
  return target && origin ? { target, origin } : null;
}

export function postToHost(channel: HostChannel, message: WidgetMessage): void {
  channel.target.postMessage(message, channel.origin);
}
