import pg from 'pg';

/**
 * On PostgreSQL each vitest worker gets a database of its own (`test_w1`, `test_w2`, ... beside
 * DATABASE_URL's `test`), so the server files run in parallel as they do on PGlite; the files of one
 * worker run one after another, and instances inside one file still share one database.
 */
export function workerDatabaseName(base: string, poolId: string | undefined): string {
  return `${base}_w${Number(poolId) > 0 ? Number(poolId) : 1}`;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

function databaseOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL's database name must be a plain identifier, got ${name}`);
  return name;
}

let created: Promise<string> | undefined;

/** This worker's database URL, the database created on first use (it was dropped by global setup). */
export function workerDatabaseUrl(baseUrl: string): Promise<string> {
  created ??= (async () => {
    const name = workerDatabaseName(databaseOf(baseUrl), process.env.VITEST_POOL_ID);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    return withDatabase(baseUrl, name);
  })();
  return created;
}

/** Drops the workers' databases of an earlier run, so every run starts from the migrations alone. */
export async function dropWorkerDatabases(baseUrl: string): Promise<void> {
  const base = databaseOf(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname ~ $1', [`^${base}_w[0-9]+$`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
