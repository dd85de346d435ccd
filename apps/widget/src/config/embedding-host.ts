interface FrameWindow {
  self: unknown;
  top: unknown;
  location: { hostname: string };
}

/** Whether the widget runs inside a frame; a failed check counts as inside (spec 001 section 8). */
export function isInFrame(win: FrameWindow = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** The origin of the embedding page, known only through the referrer when framed. */
export function referrerOrigin(referrer: string = document.referrer): string | null {
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Host of the page embedding the widget: the referrer's when framed, else the widget's own. */
export function embeddingHostname(win: FrameWindow = window, referrer: string = document.referrer): string {
  if (isInFrame(win) && referrer) {
    try {
      return new URL(referrer).hostname;
    } catch {
      // An unreadable referrer says nothing about the host; fall back to our own.
    }
  }
  return win.location.hostname;
}
