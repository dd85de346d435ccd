import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Raw SQL on the database's own connection, as pg-boss's `db` option expects it: with values
   * one parameterised statement; without, a script of several statements (pg-boss's installs).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other instance prepares the same database: a PostgreSQL advisory lock
   * (instances started together on a fresh database take turns); on the embedded database the
   * data directory is this process's alone (see data-dir-lock.ts), so nothing else can race.
   */
  withMigrationLock: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PGlite only: the whole cluster as a tarball, loadable through `loadDataDir`. */
  dump?: () => Promise<Blob>;
};

/** The committed migrations sit beside the server's package, found from src/ or dist/ alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder apps/server/drizzle not found');
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /** Starts from a dump (dumpDataDir) instead of an empty cluster: tests use a migrated template. */
      loadDataDir?: Blob | undefined;
    };

