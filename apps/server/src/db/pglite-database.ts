import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, type DatabaseOptions, migrationsFolder } from './database-handle.js';
import { lockDataDir } from './data-dir-lock.js';
import { withPreparedStatements } from './pglite-statements.js';
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
 * A new data directory is created (initdb) in a short-lived node process of its own. initdb grows
 * PGlite's WebAssembly memory to about 430 MiB, which never shrinks; a PGlite closed in this
 * process gave it back only when V8 happened to run a full collection, which an idle server may
 * never do (the first start measured 388 or 717 MiB from one run to the next). A process that
 * exits gives it all back at once.
 */
const CREATE_CLUSTER = `
const [pgliteUrl, dataDir, startParams] = JSON.parse(process.argv[1]);
const { PGlite } = await import(pgliteUrl);
const init = new PGlite(dataDir, { startParams });
await init.waitReady;
await init.close();
`;

async function createCluster(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pgliteUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const child = spawn(process.execPath, ['--input-type=module', '-e', CREATE_CLUSTER, JSON.stringify([pgliteUrl, dataDir, pgliteOptions.startParams])], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed (${signal ?? `exit code ${code}`}):\n${errors.slice(-2000)}`);
}

/**
 * V8 optimises PGlite's hot WebAssembly functions (PostgreSQL's executor, planner, parser) in the
 * background, by default on several threads at once; each thread's C heap keeps its peak after the
 * work is done, 40-100 MiB in all, more or less from one start to the next. One thread keeps one
 * such peak: a restart measured 251-277 MiB, then 214-226 MiB (bench-memory.mjs, five runs each).
 * The optimised code is the same; it arrives a little later on a machine with spare cores.
 */
function compileWebAssemblyOnOneThread(): void {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
}

export async function openPgliteDatabase(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  compileWebAssemblyOnOneThread();
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
  const statements = withPreparedStatements(client);
  const db = drizzle({ client: statements as PGlite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client), { migrationsFolder: migrationsFolder() }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await statements.query(text, values)).rows };
      const results = await statements.exec(text);
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
