import fs from 'node:fs';
import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { type Config, parseEnv } from '../config/env.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { seedSandboxData } from '../db/seed/seed.js';
import { workerDatabaseUrl } from './worker-database.js';

/** The migrated, seeded cluster of global-setup.ts, when the run has one. */
async function pgliteTemplate(): Promise<Blob | null> {
  const file = inject('pgliteTemplatePath');
  if (!file || !fs.existsSync(file)) return null;
  return new Blob([await fs.promises.readFile(file)]);
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Every log line the app wrote during the test, for asserting that no secret leaks. */
  logs: string[];
  close: () => Promise<void>;
};

/**
 * The real app over a real database: PGlite in process by default, the PostgreSQL server of
 * DATABASE_URL when it is set (CI runs the suite both ways), in this worker's own database there.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; overrides?: Partial<Omit<BuildAppOptions, 'config' | 'db'>> } = {},
): Promise<TestApp> {
  const config = parseEnv({
    LOG_LEVEL: 'info',
    FERRY_DATA_DIR: 'data-test-unused',
    DATABASE_URL: process.env.DATABASE_URL ? await workerDatabaseUrl(process.env.DATABASE_URL) : '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    WIDGET_DIST: '/nonexistent-widget-dist',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests run jobs themselves, on their own clock: `app.jobs.runDue()`.
    JOB_WORKERS: 'off',
    RATE_LIMIT_NAMESPACE: `ferry-test-${randomUUID().slice(0, 8)}:`,
    ...options.env,
  });
  const template = config.DATABASE_URL ? null : await pgliteTemplate();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', loadDataDir: template ?? undefined },
  );
  await prepareDatabase(database);
  if (!template) await seedSandboxData(database.db);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({ config, database, logStream, ...options.overrides });
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
