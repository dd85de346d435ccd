import type { AppContext } from '../../context.js';
import type { Executor } from '../../events/executor.js';

export type Line = { partnerApiKey: string; subject: string };

/** A job that works a (partner, subject) line: it sends the line's pending deliveries in order. */
export function enqueueLine(ctx: AppContext, db: Executor, line: Line, { key, startAfter }: { key: string; startAfter?: Date }): Promise<void> {
  return ctx.jobs.enqueue(db, 'webhooks-deliver', { partnerApiKey: line.partnerApiKey, subject: line.subject }, { key, ...(startAfter ? { startAfter } : {}) });
}
