const SECONDS_KEPT = 8;
const secondTexts = new Map<number, string>();

/**
 * Date#toISOString of an instant in epoch milliseconds, its date and time of day written once
 * per second: every quote writes two instants (issuedAt, expiresAt) and toISOString costs about
 * a microsecond each (issue 17's CPU bench); within a second only the milliseconds change.
 */
export function isoInstant(ms: number): string {
  const second = Math.floor(ms / 1000);
  const millis = ms - second * 1000;
  return `${isoSecond(second)}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}

/** The text isoInstant writes before the milliseconds for a second since the epoch ("2025-06-01T10:00:00"). */
export function isoSecond(second: number): string {
  let text = secondTexts.get(second);
  if (text === undefined) {
    // toISOString without ".000Z" (also for years past 9999, written with a sign).
    text = new Date(second * 1000).toISOString().slice(0, -5);
    if (secondTexts.size >= SECONDS_KEPT) secondTexts.clear();
    secondTexts.set(second, text);
  }
  return text;
}
