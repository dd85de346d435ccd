import { z } from 'zod';
import { type JobHandler, withData } from '../../events/job-handler.js';
import type { QueueName } from '../../events/queues.js';
import { scheduleDecisionCheck } from './kyc-decision-check.js';
import { findKycProfile } from './kyc.repository.js';
import { loadKyc } from './kyc-sync.js';

const DecisionCheck = z.object({ userId: z.uuid(), applicationId: z.uuid(), attempt: z.number().int().min(0) });

/** KYC decisions fetched from the provider by the job runner, not only when the user looks. */
export const kycJobs = {
  'kyc-check-decision': withData(DecisionCheck, async (ctx, check) => {
    const before = await findKycProfile(ctx.db, check.userId);
    if (!before || before.applicationId !== check.applicationId || before.status !== 'SUBMITTED') return;
    const { profile } = await loadKyc(ctx, { userId: check.userId });
    if (profile?.applicationId === check.applicationId && profile.status === 'SUBMITTED') {
      await scheduleDecisionCheck(ctx, ctx.db, { ...check, attempt: check.attempt + 1 });
    }
  }),
} satisfies Partial<Record<QueueName, JobHandler>>;
