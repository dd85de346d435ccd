import { z } from 'zod';
import { type JobHandler, onEvent, withData } from '../../events/job-handler.js';
import type { QueueName } from '../../events/queues.js';
import { deliverLine } from './webhook-delivery.js';
import { fanOutEvent } from './webhook-fan-out.js';

const LineJob = z.object({ partnerApiKey: z.string().min(1), subject: z.string().min(1) });

/** Partner webhooks on the event path: events become messages and deliveries, lines are sent in order. */
export const webhooksJobs = {
  'webhooks-fan-out': onEvent(fanOutEvent),
  'webhooks-deliver': withData(LineJob, (ctx, line) => deliverLine(ctx, line)),
} satisfies Partial<Record<QueueName, JobHandler>>;
