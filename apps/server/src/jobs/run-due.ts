import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import type { PgBossDb } from '../events/executor.js';
import { isQueueName, type QueueName } from '../events/queues.js';
import { JOB_SCHEMA } from './install.js';
import type { JobHandler } from '../events/job-handler.js';

type DueJob = { name: string; id: string; data: unknown };

/**
 * Claims the jobs due by the app's clock, as pg-boss's own fetch does by the database's clock
 * (retry_count counts a try that started before).
 */
const CLAIM_DUE = `
  UPDATE ${JOB_SCHEMA}.job AS j
  SET state = 'active', started_on = now(),
      retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
  FROM (
    SELECT name, id FROM ${JOB_SCHEMA}.job
    WHERE name = ANY($2::text[]) AND state < 'active' AND start_after <= $1::timestamptz
    ORDER BY start_after, created_on
    LIMIT 200
    FOR UPDATE SKIP LOCKED
  ) AS due
  WHERE j.name = due.name AND j.id = due.id
  RETURNING j.name, j.id, j.data`;

/**
 * Runs, here and now, every job due by the app's clock (`ctx.now()`), and the jobs they cause,
 * until none is due. For tests, whose manual clock the database knows nothing about; in a running
 * server pg-boss's workers (runner.ts) do this by the database's clock.
 */
export async function runDueJobs(
  ctx: AppContext,
  boss: PgBoss,
  db: PgBossDb,
  handlers: Record<QueueName, JobHandler | null>,
  { maxPasses = 50 }: { maxPasses?: number } = {},
): Promise<number> {
  const handled = (Object.keys(handlers) as QueueName[]).filter((queue) => handlers[queue]);
  let done = 0;
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const { rows } = await db.executeSql(CLAIM_DUE, [ctx.now().toISOString(), handled]);
    const jobs = rows as DueJob[];
    if (jobs.length === 0) return done;
    for (const job of jobs) {
      const handler = isQueueName(job.name) ? handlers[job.name] : null;
      try {
        if (!handler) throw new Error(`no handler for queue ${job.name}`);
        await handler(ctx, job.data);
        await boss.complete(job.name, job.id);
      } catch (error) {
        await boss.fail(job.name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
    done += jobs.length;
  }
  throw new Error(`jobs still due after ${maxPasses} passes: a job keeps causing itself`);
}
