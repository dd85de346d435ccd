import type { Executor } from '../../events/executor.js';
import type { AppContext } from '../../context.js';

/** Checks with the provider start a few seconds after submitting and slow down to every 10 minutes. */
const FIRST_CHECK_MS = 3000;
const MAX_CHECK_MS = 10 * 60_000;
/** About a week of checks; an application the provider has not decided by then waits for a read. */
export const MAX_DECISION_CHECKS = 1000;

export type DecisionCheck = { userId: string; applicationId: string; attempt: number };

export function decisionCheckDelayMs(attempt: number): number {
  return Math.min(FIRST_CHECK_MS * 2 ** attempt, MAX_CHECK_MS);
}

/** The next check of a submitted application's decision, keyed by application and attempt so it is scheduled once. */
export async function scheduleDecisionCheck(ctx: AppContext, db: Executor, check: DecisionCheck): Promise<void> {
  if (check.attempt >= MAX_DECISION_CHECKS) return;
  const startAfter = new Date(ctx.now().getTime() + decisionCheckDelayMs(check.attempt));
  await ctx.jobs.enqueue(db, 'kyc-check-decision', check, { startAfter, key: `${check.applicationId}:${check.attempt}` });
}
