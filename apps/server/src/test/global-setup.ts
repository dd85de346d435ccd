import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { seedSandboxData } from '../db/seed/seed.js';
import { dropWorkerDatabases } from './worker-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite cluster dumped to a file; empty when tests use PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

/**
 * Creating a PGlite cluster takes seconds and every server test file wants a fresh one: the
 * cluster is made, migrated and seeded once here, and each test app loads a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    await dropWorkerDatabases(process.env.DATABASE_URL);
    project.provide('pgliteTemplatePath', '');
    return () => {};
  }
  const database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database);
  await seedSandboxData(database.db);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
