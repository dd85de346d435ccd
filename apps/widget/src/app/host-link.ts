import { type AnalyticsKind, type HostMessage, parseHostMessage, widgetMessage } from '@ferry/contracts';
import { analyticsProductType } from '@ferry/rules';
import type { QueryClient } from '@tanstack/react-query';
import { logout } from '../api/partner-session/logout.js';
import { clearSession } from '../api/auth/use-sign-out.js';
import { sessionStore } from '../stores/session-store.js';
import { widgetQuery } from '../stores/widget-query.js';
import { type EmbeddedWindow, hostChannel, hostWindow, postToHost } from '../host/embed-protocol.js';
import { exitRequest } from '../host/exit-request.js';
import { knownHostOrigin, rememberHostOrigin } from '../host/host-origin.js';
import { consultDoctor } from './consult-doctor.js';

let sentThisLoad = new Set<'initialised' | 'open'>();

/** initialised and open go once per page load, whichever of the start or the handshake is first. */
function postLifecycle(type: 'initialised' | 'open', win: EmbeddedWindow): void {
  const channel = hostChannel(win);
  if (!channel || sentThisLoad.has(type)) return;
  sentThisLoad.add(type);
  postToHost(channel, widgetMessage(type, {}));
}

/**
 * The host's requests, once the start knows (or the handshake fixes) the host's origin: the
 * handshake is answered with initialised (and records the partner's analytics opt-in), get-user
 * with whether the user is logged in and nothing else about them, logout-user by ending the
 * session, close-request by asking the user (host/exit-request.ts: kept until the confirm-exit
 * dialog shows it, as a host may ask right after open). A handshake from the host window at another origin than the one the widget started
 * with is refused: the origin is fixed once.
 */
export function linkHost(
  queryClient: QueryClient,
  win: EmbeddedWindow & Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  sentThisLoad = new Set();
  const onMessage = (event: MessageEvent) => {
    const target = hostWindow(win);
    if (!target || event.source !== target) return;
    const message = readLinkMessage(event);
    if (!message) return;
    const channel = hostChannel(win);
    if (!channel) return;
    if (message.type === 'handshake') {
      sessionStore.set('hostAnalytics', message.analytics === true);
      postLifecycle('initialised', win);
    } else if (message.type === 'get-user') {
      postToHost(channel, widgetMessage('user', { isLoggedIn: Boolean(sessionStore.get('authToken')) }));
    } else if (message.type === 'close-request') {
      exitRequest.ask();
    } else if (message.type === 'logout-user') {
      const hadToken = Boolean(sessionStore.get('authToken'));
      void (hadToken ? logout().catch(() => undefined) : Promise.resolve()).then(() => clearSession(queryClient));
    }
  };
  win.addEventListener('message', onMessage);
  postLifecycle('initialised', win);
  return () => win.removeEventListener('message', onMessage);
}

/**
 * Run by the start when there is a host page (its own chunk then: a widget without one never
 * loads the embed protocol): captures the host's origin, after a partner session's reset (which
 * clears it), then links to the host. Returns the origin.
 */
export function startHostLink(queryClient: QueryClient, { isFreshStart }: { isFreshStart: boolean }): string | null {
  const origin = rememberHostOrigin({ isFreshStart });
  linkHost(queryClient);
  return origin;
}

/**
 * The message when it comes from the host's origin. Before any origin is known, only a handshake
 * is read, and its origin (the browser's, of the window that framed or opened the widget) is
 * fixed as the host's.
 */
function readLinkMessage(event: MessageEvent): HostMessage | null {
  const message = parseHostMessage(event.data);
  if (!message) {
    const { data } = event;
    if (typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === 'ferry') consultDoctor((doctor) => doctor.refusedMessage(data));
    return null;
  }
  const origin = knownHostOrigin();
  if (!origin) {
    if (message.type !== 'handshake' || event.origin === 'null') return null;
    sessionStore.set('hostOrigin', event.origin);
    return message;
  }
  if (event.origin !== origin) {
    consultDoctor((doctor) => doctor.foreignOrigin(event.origin, origin));
    return null;
  }
  return message;
}

/** The first screen is shown. */
export function postOpen(win: EmbeddedWindow = window): void {
  postLifecycle('open', win);
}

/**
 * A funnel event for the host, when the partner opted in: the screen's route pattern, a click
 * the spec names, or a field's id with an error code; never a value the user typed.
 */
export function postAnalytics(kind: AnalyticsKind, name: string, detail: { field?: string; code?: string } = {}, win: EmbeddedWindow = window): void {
  const channel = hostChannel(win);
  if (!channel || sessionStore.get('hostAnalytics') !== true) return;
  const query = sessionStore.get('queryParams') ?? {};
  const productType = analyticsProductType(sessionStore.get('buyOrSellFlow') ?? 'BUY', {
    isNft: widgetQuery.isNft(query),
    isFerryOne: query.isFerryOne?.trim().toLowerCase() === 'true',
  });
  postToHost(channel, widgetMessage('analytics', { kind, name, productType, ...detail }));
}
