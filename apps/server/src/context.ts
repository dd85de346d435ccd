import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './events/job-queue.js';
import type { EventOutbox } from './events/outbox.js';
import type { Sessions } from './http/sessions.js';
import type { Providers } from './providers/providers.js';

/** What every module receives: configuration, the database, the providers, the clock, and the event path. */
export type AppContext = {
  config: Config;
  db: Database;
  providers: Providers;
  now: () => Date;
  /** Records what happened in the transaction that made it happen (src/events/outbox.ts). */
  events: EventOutbox;
  /** Schedules work for the job runner in the caller's transaction (src/events/job-queue.ts). */
  jobs: JobQueue;
  /** The sessions signed-in calls are checked against (http/require-user.ts). */
  sessions: Sessions;
};
