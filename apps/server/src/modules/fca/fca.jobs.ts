import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { type JobHandler, withData } from '../../events/job-handler.js';
import type { Executor } from '../../events/executor.js';
import type { QueueName } from '../../events/queues.js';
import { coolingOffEndedEmail } from './cooling-off-email.js';
import { findAddresseeOfUser, findFcaProfile, markCoolingOffMailed } from './fca.repository.js';

/** A job due a little before the end (clocks of instance and database differ) tries again this soon. */
const EARLY_TOLERANCE_MS = 60_000;

const CoolingOffEnded = z.object({ userId: z.uuid() });

/**
 * In the pass's (or the sandbox advance's) transaction: the e-mail job, due when the cooling-off
 * period ends. Keyed by user and end, so the same end scheduled twice is one job.
 */
export async function scheduleCoolingOffMail(ctx: AppContext, tx: Executor, { userId, endsAt }: { userId: string; endsAt: Date }): Promise<void> {
  await ctx.jobs.enqueue(tx, 'fca-cooling-off-ended', { userId }, { startAfter: endsAt, key: `${userId}:${endsAt.toISOString()}` });
}

/** Tells the user by e-mail, in their language, that the cooling-off period has ended (spec 001 section 2 "Cooling-off page"), once. */
export const fcaJobs = {
  'fca-cooling-off-ended': withData(CoolingOffEnded, async (ctx, { userId }) => {
    const profile = await findFcaProfile(ctx.db, userId);
    if (!profile?.coolingOffEndsAt || profile.coolingOffMailedAt) return;
    const left = profile.coolingOffEndsAt.getTime() - ctx.now().getTime();
    // A job for an end that moved later has its own job at the new end; a job a moment early retries.
    if (left > EARLY_TOLERANCE_MS) return;
    if (left > 0) throw new Error('cooling-off has not ended yet');
    const addressee = await findAddresseeOfUser(ctx.db, userId);
    if (!addressee) return;
    await ctx.providers.mail.send(coolingOffEndedEmail({ to: addressee.email, endedAt: profile.coolingOffEndsAt, language: addressee.language }));
    await markCoolingOffMailed(ctx.db, { userId, now: ctx.now() });
  }),
} satisfies Partial<Record<QueueName, JobHandler>>;
