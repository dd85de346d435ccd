import type { DatabaseHandle, DatabaseOptions } from './database-handle.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

export { type Database, type DatabaseHandle, type DatabaseOptions, migrationsFolder } from './database-handle.js';

/** The embedded PGlite database (a data directory, or in memory for tests), or a PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgresDatabase(options.url) : openPgliteDatabase(options);
}
