import { createReadStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config/env.js';

/** Documents live under dataDir/documents: never inside the widget's build or any served folder. */
function documentsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'documents');
}

const SAFE_NAME = /^[0-9a-f-]{36}$/;

function pathOf(config: Pick<Config, 'dataDir'>, storedName: string): string {
  if (!SAFE_NAME.test(storedName)) throw new Error('unsafe stored document name');
  return path.join(documentsDir(config), storedName);
}

/** Written to a temporary name and renamed, so a crash never leaves half a document under its real name. */
export async function writeDocument(config: Pick<Config, 'dataDir'>, storedName: string, bytes: Buffer): Promise<void> {
  const dir = documentsDir(config);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const target = pathOf(config, storedName);
  const temporary = `${target}.part`;
  await fs.writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
  await fs.rename(temporary, target);
}

export function readDocument(config: Pick<Config, 'dataDir'>, storedName: string): ReadStream {
  return createReadStream(pathOf(config, storedName));
}

export async function removeDocument(config: Pick<Config, 'dataDir'>, storedName: string): Promise<void> {
  await fs.rm(pathOf(config, storedName), { force: true });
}
