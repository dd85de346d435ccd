/**
 * How long after each failed try the next one comes: 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h.
 * Eight tries over about 22 hours, then the delivery is dead (replay brings it back).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000] as const;

/** The wait after the given failed try (1-based), or null when it was the last. */
export function retryDelayAfter(attempt: number): number | null {
  return WEBHOOK_RETRY_DELAYS_MS[attempt - 1] ?? null;
}
