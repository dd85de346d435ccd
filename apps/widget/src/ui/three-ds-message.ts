import { THREE_DS_CHANNEL, type ThreeDsReturn } from './three-ds-return.js';

// The widget's side of the 3DS frame's way back (three-ds-return.ts is the frame's side, kept
// apart so the start-up bundle carries only that).

/** The widget pages a 3DS challenge may return to. */
const RETURN_PATHS = ['/user/paymentstatus', '/googlepay', '/apple-pay'] as const;

/**
 * The return address in a message, or null: the message must come from the widget's own origin,
 * from the 3DS frame's window, and name one of the return pages.
 */
export function readThreeDsReturn(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: Window | null, ownOrigin: string): string | null {
  if (!frame || event.source !== frame || event.origin !== ownOrigin) return null;
  const data = event.data as Partial<ThreeDsReturn> | null;
  if (!data || data.channel !== THREE_DS_CHANNEL || typeof data.path !== 'string') return null;
  const url = new URL(data.path, ownOrigin);
  if (url.origin !== ownOrigin || !RETURN_PATHS.some((path) => url.pathname === path)) return null;
  return `${url.pathname}${url.search}`;
}
