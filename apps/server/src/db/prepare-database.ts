import { installJobQueues } from '../jobs/install.js';
import type { DatabaseHandle } from './client.js';

/** Everything a database needs before the app serves from it: the migrations, then the job queue's tables and queues. */
export async function prepareDatabase(database: Pick<DatabaseHandle, 'migrate' | 'executeSql'>): Promise<void> {
  await database.migrate();
  await installJobQueues({ executeSql: database.executeSql });
}
