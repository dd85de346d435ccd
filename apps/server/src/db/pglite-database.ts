import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, type DatabaseOptions, migrationsFolder } from './database-handle.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

/**
 * PGlite's memory (issue 17, measured with scripts/bench-memory.mjs): its WebAssembly memory only
 * grows, and PostgreSQL's default 128 MB of shared buffers is all held once touched. Ferry's working
 * set is small (orders, users, jobs): 16 MB of buffers keep it (restart 299 -> 172 MiB for the
 * database alone). PGlite's own start parameters are kept and this one added.
 */
const SHARED_BUFFERS = '16MB';
const pgliteOptions: PGliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] };

/**
 * A new data directory is created (initdb) by a PGlite of its own that is closed before the one
 * that serves opens: initdb's memory (about 450 MiB) is then given back instead of staying in the
 * serving instance's WebAssembly memory, which never shrinks.
 */
async function createCluster(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const init = new PGlite(dataDir, pgliteOptions);
  await init.waitReady;
  await init.close();
}

export async function openPgliteDatabase(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  let release = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    if (options.dataDir) await createCluster(options.dataDir);
    client = options.dataDir
      ? new PGlite(options.dataDir, pgliteOptions)
      : new PGlite({ ...pgliteOptions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client), { migrationsFolder: migrationsFolder() }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withMigrationLock: (work) => work(),
    close: async () => {
      await client.close();
      release();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
