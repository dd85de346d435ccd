import { buildApp } from './app.js';
import { parseEnv, productionProblems } from './config/env.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare-database.js';
import { seedSandboxData } from './db/seed/seed.js';

async function main(): Promise<void> {
  let config;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(`Ferry refuses to start in production mode:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }

  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await prepareDatabase(database);
  if (config.isSandbox) await seedSandboxData(database.db);

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const storage = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(`Ferry (${config.FERRY_MODE}) on ${storage}`);
  process.stdout.write(`\nFerry is running at ${config.publicUrl}\n  widget      ${config.publicUrl}/?apiKey=pk_sandbox_demo\n  API docs    ${config.publicUrl}/api/docs\n\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
