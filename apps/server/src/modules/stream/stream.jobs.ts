import { StreamDepositStatus } from '@ferry/contracts';
import { z } from 'zod';
import { type JobHandler, onEvent, withData } from '../../events/job-handler.js';
import type { QueueName } from '../../events/queues.js';
import { runDepositStep } from './stream-deposit-steps.js';
import { applyStreamNews } from './stream-provider-news.js';

const DepositStep = z.object({ depositId: z.uuid(), status: StreamDepositStatus });

/** The stream deposit lifecycle on the event path (README "Lifecycle"). */
export const streamJobs = {
  'stream-provider-news': onEvent(applyStreamNews),
  'stream-deposit-step': withData(DepositStep, runDepositStep),
} satisfies Partial<Record<QueueName, JobHandler>>;
