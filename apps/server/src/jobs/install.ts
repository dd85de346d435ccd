import PgBoss from 'pg-boss';
import type { PgBossDb } from '../events/executor.js';
import { DEAD_LETTER_QUEUE, QUEUES, type QueueName } from '../events/queues.js';

export const JOB_SCHEMA = 'pgboss';

/**
 * Creates or upgrades pg-boss's tables and every queue of src/events/queues.ts with its policy.
 * Runs where the migrations run (start-up, the test template); pg-boss takes its own advisory lock.
 */
export async function installJobQueues(db: PgBossDb): Promise<void> {
  const boss = new PgBoss({ db, schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    // The dead-letter queue first: the others refer to it.
    const names = (Object.keys(QUEUES) as QueueName[]).sort((a, b) => Number(b === DEAD_LETTER_QUEUE) - Number(a === DEAD_LETTER_QUEUE));
    for (const name of names) {
      const policy = QUEUES[name];
      const options: PgBoss.Queue = { name, ...policy, ...(name === DEAD_LETTER_QUEUE ? {} : { deadLetter: DEAD_LETTER_QUEUE }) };
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
