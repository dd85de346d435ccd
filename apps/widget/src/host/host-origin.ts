import { referrerOrigin } from '../config/embedding-host.js';
import { sessionStore } from '../stores/session-store.js';
import { hasHostPage } from './has-host-page.js';

/** What the widget knows at start-up about the page that framed it. */
export interface HostOriginSources {
  /** location.ancestorOrigins[0] (Chromium, Safari): the parent's origin whatever the referrer says. */
  ancestorOrigin: string | null;
  /** document.referrer: the host on a first load, but the gateway's page after a full-page redirect. */
  referrer: string;
  /** The origin an earlier start of this frame captured (restorable session storage). */
  stored: string | null;
  /** The start URL carries a fresh partner configuration, so it came from the host, not a redirect. */
  isFreshStart: boolean;
}

function originOrNull(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    const origin = new URL(text).origin;
    return origin === 'null' || origin !== text ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The host's origin: the browser's ancestor origin when it has one. Otherwise a fresh start
 * believes its referrer (the host that loaded it); a reload after a 3DS challenge, a bank page or
 * the landing page keeps the origin captured before, because its referrer is that page.
 */
export function hostOriginAtStart(sources: HostOriginSources): string | null {
  const ancestor = originOrNull(sources.ancestorOrigin);
  if (ancestor) return ancestor;
  const fromReferrer = referrerOrigin(sources.referrer);
  const stored = originOrNull(sources.stored);
  return sources.isFreshStart ? (fromReferrer ?? stored) : (stored ?? fromReferrer);
}

interface StartWindow {
  parent: unknown;
  opener?: unknown;
  location: { ancestorOrigins?: ArrayLike<string> };
}

/**
 * Run once per start, after a partner session's reset: captures the host's origin into the
 * restorable session storage, or forgets it when the widget has no host or nothing names it.
 */
export function rememberHostOrigin(
  { isFreshStart }: { isFreshStart: boolean },
  win: StartWindow = window,
  referrer: string = document.referrer,
): string | null {
  const origin = hasHostPage(win)
    ? hostOriginAtStart({
        ancestorOrigin: win.location.ancestorOrigins?.[0] ?? null,
        referrer,
        stored: sessionStore.get('hostOrigin') ?? null,
        isFreshStart,
      })
    : null;
  if (origin) sessionStore.set('hostOrigin', origin);
  else sessionStore.remove('hostOrigin');
  return origin;
}

/** The host's origin captured at start-up, if any. */
export function knownHostOrigin(): string | null {
  return sessionStore.get('hostOrigin') ?? null;
}
