import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, type DatabaseOptions, migrationsFolder } from './database-handle.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export async function openPgliteDatabase(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  let release = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  try {
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
