import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import type { QueueName } from '../events/queues.js';
import type { JobHandler } from '../events/job-handler.js';

export type JobWorkerOptions = { pollingIntervalSeconds: number; batchSize: number };

export type JobWorkers = {
  /** Wakes a queue's worker now instead of at its next poll (after this instance enqueued work). */
  nudge(queue: QueueName): void;
  stop(): Promise<void>;
};

/**
 * One pg-boss worker per queue. pg-boss hands each job to exactly one instance (it fetches with
 * FOR UPDATE SKIP LOCKED); here each job of a batch is completed or failed on its own, so one
 * failing job does not retry the others, and a full batch fetches again without waiting.
 */
export async function startJobWorkers(
  ctx: AppContext,
  boss: PgBoss,
  handlers: Record<QueueName, JobHandler | null>,
  log: FastifyBaseLogger,
  options: JobWorkerOptions,
): Promise<JobWorkers> {
  await boss.start();
  const workerIds = new Map<QueueName, string>();
  for (const [queue, handler] of Object.entries(handlers) as Array<[QueueName, JobHandler | null]>) {
    if (!handler) continue;
    const id = await boss.work(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: options.batchSize }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(ctx, job.data);
          await boss.complete(queue, job.id);
        } catch (error) {
          log.warn({ err: error, queue, jobId: job.id }, 'job failed; it is retried by its queue policy');
          await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
      const workerId = workerIds.get(queue);
      if (workerId && jobs.length === options.batchSize) boss.notifyWorker(workerId);
    });
    workerIds.set(queue, id);
  }
  return {
    nudge(queue) {
      const id = workerIds.get(queue);
      if (id) boss.notifyWorker(id);
    },
    // Stopping waits for the jobs under way, so the database is not closed beneath them.
    stop: () => boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 }),
  };
}
