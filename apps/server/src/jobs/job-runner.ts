import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import type { PgBossDb } from '../events/executor.js';
import { JOB_SCHEMA } from './install.js';
import type { JobHandlers } from './registry.js';
import { runDueJobs } from './run-due.js';
import { startJobWorkers } from './runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner of this app: `runDue` does now what is due by the app's clock (tests). */
    jobs: { runDue(): Promise<number> };
  }
}

/**
 * pg-boss over the database's own connection. Its maintenance runs where workers run, every 10 s
 * (one instance at a time, under its advisory lock): a job whose instance died is failed after its
 * queue's expireInSeconds and retried by another, within about 40 s.
 */
export function createBoss(db: PgBossDb, { isSupervising }: { isSupervising: boolean }): PgBoss {
  return new PgBoss({ db, schema: JOB_SCHEMA, migrate: false, supervise: isSupervising, schedule: false, maintenanceIntervalSeconds: 10 });
}

/** Starts the workers with the app (when JOB_WORKERS is on) and stops them before the database closes. */
export function registerJobRunner(app: FastifyInstance, ctx: AppContext, boss: PgBoss, db: PgBossDb, handlers: JobHandlers): void {
  boss.on('error', (error) => app.log.error({ err: error }, 'job runner error'));
  app.decorate('jobs', { runDue: () => runDueJobs(ctx, boss, db, handlers) });
  if (ctx.config.JOB_WORKERS !== 'on') return;
  app.addHook('onReady', async () => {
    const workers = await startJobWorkers(ctx, boss, handlers, app.log, { pollingIntervalSeconds: ctx.config.JOB_POLL_MS / 1000, batchSize: 20 });
    app.addHook('onClose', () => workers.stop());
  });
}
