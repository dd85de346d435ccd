import type { JobHandler } from '../events/job-handler.js';
import { type QueueName, QUEUES } from '../events/queues.js';
import { fcaJobs } from '../modules/fca/fca.jobs.js';
import { kycJobs } from '../modules/kyc/kyc.jobs.js';
import { ordersJobs } from '../modules/orders/orders.jobs.js';
import { type Providers, sandboxSimulationsOf } from '../providers/providers.js';

export type JobHandlers = Record<QueueName, JobHandler | null>;

/** Every queue's handler: the modules' jobs and the sandbox providers' simulations; null = kept, not run. */
export function jobHandlersOf(providers: Providers): JobHandlers {
  const handlers = Object.fromEntries(Object.keys(QUEUES).map((queue) => [queue, null])) as JobHandlers;
  Object.assign(handlers, ordersJobs, kycJobs, fcaJobs);
  for (const simulation of sandboxSimulationsOf(providers)) {
    handlers[simulation.queue] = (_ctx, data) => simulation.run(data);
  }
  return handlers;
}
