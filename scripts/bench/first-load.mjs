// The exchange's first-load JavaScript and its size budget. The widget's build
// (apps/widget/build/first-screen.ts) writes dist/.vite/first-load.json: the files the exchange
// runs before its first screen (entry, its static imports, the exchange route's chunks) and the
// modules whose code each file kept after tree-shaking. Measured on the built files, not on the
// import graph: barrel imports of @ferry/contracts reach zod in the graph, tree-shaking drops it.
//   node scripts/bench/first-load.mjs          prints the figures
//   node scripts/bench/first-load.mjs --check  also exits 1 above the budget or with a forbidden module
// `npm run test:browser` runs the check after its build (CI fails above the budget).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Brotli bytes (quality 11, as the build writes them), in kB of 1000 bytes. */
export const FIRST_LOAD_BUDGET_BYTES = 100_000;

/** Modules that must never be in the first load, with why. */
export const FORBIDDEN_FIRST_LOAD_MODULES = [
  { pattern: /(^|\/)node_modules\/zod\//, why: 'zod (schemas are checked by the server; the widget loads zod with the screens that need it)' },
];

export const brotliSize = (source) =>
  zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The first load's JavaScript files with their raw and brotli sizes and kept modules. */
export function measureFirstLoad(distDir) {
  const reportPath = path.join(distDir, '.vite/first-load.json');
  if (!fs.existsSync(reportPath)) throw new Error(`${reportPath} is missing: build the widget first (npm run build -w apps/widget)`);
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  const chunks = report.firstLoad
    .filter(({ file }) => file.endsWith('.js'))
    .map(({ file, modules }) => {
      const source = fs.readFileSync(path.join(distDir, file));
      return { file, raw: source.length, brotli: brotliSize(source), modules };
    });
  return { chunks, total: chunks.reduce((sum, chunk) => sum + chunk.brotli, 0), idle: report.idle };
}

/** What breaks the budget, one sentence each; empty when within it. */
export function budgetProblems(measured, { budget = FIRST_LOAD_BUDGET_BYTES, forbidden = FORBIDDEN_FIRST_LOAD_MODULES } = {}) {
  const problems = [];
  if (measured.total > budget) {
    problems.push(`first-load JavaScript is ${measured.total} bytes brotli, over the budget of ${budget}`);
  }
  for (const chunk of measured.chunks) {
    for (const { pattern, why } of forbidden) {
      const found = chunk.modules.map((module) => module.id).filter((id) => pattern.test(id));
      if (found.length > 0) problems.push(`${chunk.file} holds ${why}: ${found.slice(0, 3).join(', ')}${found.length > 3 ? ` and ${found.length - 3} more` : ''}`);
    }
  }
  return problems;
}

export function printFirstLoad(measured, log = console.log) {
  for (const chunk of measured.chunks) {
    log(`  ${chunk.file.padEnd(48)} ${String(chunk.raw).padStart(8)} raw ${String(chunk.brotli).padStart(7)} br ${String(chunk.modules.length).padStart(4)} modules`);
  }
  const verdict = measured.total <= FIRST_LOAD_BUDGET_BYTES ? 'OK' : 'OVER BUDGET';
  log(`  total ${measured.total} bytes = ${(measured.total / 1000).toFixed(1)} kB (budget <= ${FIRST_LOAD_BUDGET_BYTES / 1000} kB) ${verdict}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(import.meta.dirname, '../../apps/widget/dist');
  const measured = measureFirstLoad(distDir);
  console.log('Exchange first-load JavaScript (brotli, quality 11)');
  printFirstLoad(measured);
  const problems = budgetProblems(measured);
  for (const problem of problems) console.error(`size budget: ${problem}`);
  if (process.argv.includes('--check') && problems.length > 0) process.exit(1);
}
