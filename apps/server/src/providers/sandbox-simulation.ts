import type { EventOutbox } from '../events/outbox.js';
import type { JobQueue } from '../events/job-queue.js';
import type { QueueName } from '../events/queues.js';
import type { Database } from '../db/client.js';

/** What a provider with a sandbox simulation needs: where to keep its steps and how to report them. */
export type SimulationDeps = { db: Database; now: () => Date; jobs: JobQueue; events: EventOutbox };

/**
 * A sandbox provider's own simulation of the outside world (a bank receiving a transfer, a chain
 * mining a deposit): steps it schedules on its queue and runs there, each reporting what
 * happened as an event, as the real provider's webhook would.
 */
export type SandboxSimulation = { queue: QueueName; run(data: unknown): Promise<void> };

export const later = (now: () => Date, ms: number) => new Date(now().getTime() + ms);
