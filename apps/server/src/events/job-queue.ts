import { type Param, type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { v5 as uuidV5 } from 'uuid';
import { type Executor, pgBossDbOf, sqlFromText } from './executor.js';
import { type QueueName, QUEUES } from './queues.js';

/** Job ids made from a key, so the same intent enqueued twice (a retry, two instances) is one job. */
const JOB_KEY_NAMESPACE = '6f1d8a52-3b0e-4c57-9a41-0d3c2f7e9b18';

export type JobData = Record<string, unknown>;

export type JobOptions = {
  /** Not before this moment (the database's clock decides when it is due). */
  startAfter?: Date;
  /** The job's identity: enqueueing the same key on the same queue again adds nothing. */
  key?: string;
};

export type JobToEnqueue = { queue: QueueName; data: JobData; options?: JobOptions };

export interface JobQueue {
  /** Adds a job in the caller's transaction (or on its own when given the database). */
  enqueue(db: Executor, queue: QueueName, data: JobData, options?: JobOptions): Promise<void>;
  /** Adds several jobs in one statement (pg-boss's insert), as `enqueue` would one by one. */
  enqueueAll(db: Executor, jobs: readonly JobToEnqueue[]): Promise<void>;
  /**
   * enqueueAll's statement (pg-boss's own insert), not run: for the caller's one statement that
   * writes a change and its jobs together (issue 17). No job is added unless `onlyIf` holds when it runs.
   */
  enqueueAllSql(jobs: readonly JobToEnqueue[], onlyIf: SQL): Promise<SQL>;
}

export function jobIdOf(queue: QueueName, key: string): string {
  return uuidV5(`${queue}:${key}`, JOB_KEY_NAMESPACE);
}

function bossJobsOf(jobs: readonly JobToEnqueue[]): PgBoss.JobInsert[] {
  for (const { queue } of jobs) if (!Object.hasOwn(QUEUES, queue)) throw new Error(`Unknown queue ${queue}`);
  return jobs.map(({ queue, data, options = {} }) => ({
    name: queue,
    data,
    ...(options.key ? { id: jobIdOf(queue, options.key) } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  }));
}

/** The job queue over pg-boss; `send` with a `db` writes the job in that transaction. */
export function createJobQueue(boss: PgBoss): JobQueue {
  return {
    async enqueue(db, queue, data, options = {}) {
      if (!Object.hasOwn(QUEUES, queue)) throw new Error(`Unknown queue ${queue}`);
      const sendOptions: PgBoss.SendOptions & { db: PgBoss.Db } = { db: pgBossDbOf(db) };
      if (options.startAfter) sendOptions.startAfter = options.startAfter;
      if (options.key) sendOptions.id = jobIdOf(queue, options.key);
      // null: a job with this id exists already, which is what a key is for.
      await boss.send(queue, data, sendOptions);
    },
    async enqueueAll(db, jobs) {
      if (jobs.length === 0) return;
      // A job whose id exists already is skipped (ON CONFLICT DO NOTHING), as with send.
      await boss.insert(bossJobsOf(jobs), { db: pgBossDbOf(db) });
    },
    async enqueueAllSql(jobs, onlyIf) {
      const bossJobs = bossJobsOf(jobs);
      // pg-boss passes the jobs as one JSON parameter (json_to_recordset): an empty list unless onlyIf.
      const list = JSON.stringify(bossJobs);
      let statement: SQL | null = null;
      let isGuarded = false;
      const guard = (value: unknown): SQL | Param => {
        if (value !== list) return sql.param(value);
        isGuarded = true;
        return sql`(case when ${onlyIf} then ${sql.param(value)}::json else '[]'::json end)`;
      };
      await boss.insert(bossJobs, {
        db: {
          executeSql: (text: string, values: unknown[] = []) => {
            statement = sqlFromText(text, values, guard);
            return Promise.resolve({ rows: [] });
          },
        },
      });
      if (!statement || !isGuarded) throw new Error("pg-boss's insert did not take the jobs as one JSON parameter: the jobs could not be guarded");
      return statement;
    },
  };
}
