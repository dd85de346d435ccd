import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, type DatabaseHandle, migrationsFolder } from './database-handle.js';
import * as schema from './schema/index.js';

/** One number for Ferry's migration lock (pg_advisory_lock takes a bigint): "ferrymig" in ASCII. */
export const MIGRATION_LOCK_KEY = 0x666572_72796d6967n.toString();

export async function openPostgresDatabase(url: string): Promise<DatabaseHandle> {
  // A request waits at most 2 s for a connection: a database that is away answers 503, not a hang.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 2000 });
  // An idle connection the server dropped: the pool replaces it; unhandled, it would end the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(drizzle(pool), { migrationsFolder: migrationsFolder() }),
    executeSql: async (text, values) => {
      const result = values && values.length > 0 ? await pool.query(text, values) : await pool.query(text);
      // A script answers one result per statement; its last one is what pg-boss reads.
      const last: pg.QueryResult = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
      return { rows: last?.rows ?? [] };
    },
    async withMigrationLock(work) {
      // A session lock lives on one connection: held on a client of its own for the whole work.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
