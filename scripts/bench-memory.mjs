// Part of `npm run bench` (also alone: `node scripts/bench-memory.mjs`): the server's resident memory,
// idle, on the embedded database. The built server starts on an empty temporary data directory (a
// first start: the cluster is created, migrated and seeded), waits for /readyz, settles, and its
// VmRSS is read from /proc; then it stops and starts again on the same directory (a restart) and is
// read again. Aims (issue 17): at most 400 MiB after a first start, 250 MiB after a restart.
//
// What costs what (2026-11-25, one machine, figures vary ~±20 MiB from run to run):
//   first start 388 or 717 MiB at random -> 221-293 MiB: initdb in a process of its own. A PGlite
//     closed in the server gave its ~430 MiB of WebAssembly memory back only at V8's next full
//     collection, which an idle server may never run (the 340-378 vs 717 MiB "regression").
//   restart: PGlite's WebAssembly memory 128 MiB reserved, ~31 MiB resident (shared_buffers 16MB);
//     node's own code ~45 MiB (file-backed); V8 heap ~76 MiB (38 MiB live);
//     V8 optimising PGlite's hot functions on several threads kept 40-100 MiB of C heap, on one
//     thread about 20-30 MiB less (251-277 -> 214-226 MiB); @sentry/node 11 MiB of heap, now loaded
//     only with ERROR_TRACKING_DSN; --enable-source-maps (was in npm start) ~20 MiB of heap.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 18_474);
const SETTLE_MS = Number(process.env.BENCH_MEMORY_SETTLE_MS ?? 3000);

const mib = (kib) => kib / 1024;

function statusOf(pid) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { rss: mib(field('VmRSS')), hwm: mib(field('VmHWM')) };
}

async function startAndMeasure(dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', FERRY_MODE: 'sandbox', FERRY_DATA_DIR: dataDir,
      DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', WIDGET_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${errors.slice(-2000)}`);
      if (Date.now() - started > 180_000) throw new Error('the server was not ready in 3 minutes');
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const readyMs = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { readyMs, ...statusOf(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchMemory() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-memory-'));
  try {
    const first = await startAndMeasure(dataDir);
    const restart = await startAndMeasure(dataDir);
    return { first, restart };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printMemory({ first, restart }) {
  console.log(`\nResident memory (VmRSS, idle ${SETTLE_MS / 1000} s after /readyz), embedded database, built server`);
  const line = (label, figure, aim) =>
    console.log(`  ${label.padEnd(14)} ${figure.rss.toFixed(0).padStart(5)} MiB (peak ${figure.hwm.toFixed(0)} MiB, ready in ${(figure.readyMs / 1000).toFixed(1)} s)  aim <= ${aim} MiB ${figure.rss <= aim ? 'OK' : 'OVER AIM'}`);
  line('first start', first, 400);
  line('restart', restart, 250);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printMemory(await benchMemory());
  process.exit(0);
}
