import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'ferry.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database's equivalent of the migration lock: its data directory belongs to one
 * process (PGlite has no server; two processes writing one directory would corrupt it). A second
 * instance on the same directory stops with a clear message; a lock left by a process that died
 * (a SIGKILL) is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && (holder === process.pid || isRunning(holder))) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Ferry process (pid ${holder}). The embedded database serves one instance; run several instances on PostgreSQL (DATABASE_URL).`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
