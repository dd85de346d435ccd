import { installJobQueues } from '../jobs/install.js';
import type { DatabaseHandle } from './client.js';

/**
 * Everything a database needs before the app serves from it: the migrations, then the job
 * queue's tables and queues, under the migration lock so instances started together on a fresh
 * database take turns instead of colliding (issue 14: 7 of 8 such starts used to crash).
 */
export async function prepareDatabase(database: Pick<DatabaseHandle, 'migrate' | 'executeSql' | 'withMigrationLock'>): Promise<void> {
  await database.withMigrationLock(async () => {
    await database.migrate();
    await installJobQueues({ executeSql: database.executeSql });
  });
}
