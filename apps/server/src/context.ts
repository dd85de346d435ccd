import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { Providers } from './providers/providers.js';

/** What every module receives: configuration, the database, the providers and the clock. */
export type AppContext = {
  config: Config;
  db: Database;
  providers: Providers;
  now: () => Date;
};
