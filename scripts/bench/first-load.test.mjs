import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliSize, budgetProblems, FIRST_LOAD_BUDGET_BYTES, measureFirstLoad } from './first-load.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built widget in a temporary directory: the plugin's report and the files it names. */
function builtWidget(files) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const { file, source } of files) fs.writeFileSync(path.join(dist, file), source);
  const report = { firstLoad: files.map(({ file, modules }) => ({ file, modules })), idle: [] };
  fs.writeFileSync(path.join(dist, '.vite/first-load.json'), JSON.stringify(report));
  return dist;
}

const module = (id) => ({ id, renderedLength: 10 });

describe('first-load size budget', () => {
  it('sums the brotli sizes of the JavaScript files only, and passes within the budget', () => {
    const dist = builtWidget([
      { file: 'assets/index.js', source: 'export const a = 1;'.repeat(50), modules: [module('src/main.tsx')] },
      { file: 'assets/index.css', source: 'a{}', modules: [] },
    ]);
    const measured = measureFirstLoad(dist);
    expect(measured.chunks.map((chunk) => chunk.file)).toEqual(['assets/index.js']);
    expect(measured.total).toBe(brotliSize(Buffer.from('export const a = 1;'.repeat(50))));
    expect(budgetProblems(measured)).toEqual([]);
  });

  it('fails one byte over the budget', () => {
    const measured = { chunks: [{ file: 'assets/index.js', modules: [] }], total: FIRST_LOAD_BUDGET_BYTES + 1 };
    expect(budgetProblems(measured)).toEqual([`first-load JavaScript is ${FIRST_LOAD_BUDGET_BYTES + 1} bytes brotli, over the budget of ${FIRST_LOAD_BUDGET_BYTES}`]);
    expect(budgetProblems({ ...measured, total: FIRST_LOAD_BUDGET_BYTES })).toEqual([]);
  });

  it('fails when zod code is in a first-load file, naming the file and modules', () => {
    const dist = builtWidget([
      { file: 'assets/exchange.js', source: 'x', modules: [module('src/a.ts'), module('../../node_modules/zod/v4/core/core.js')] },
    ]);
    const [problem, ...rest] = budgetProblems(measureFirstLoad(dist));
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^assets\/exchange\.js holds zod .*: \.\.\/\.\.\/node_modules\/zod\/v4\/core\/core\.js$/);
  });

  it('says to build first when the report is missing', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    dirs.push(dist);
    expect(() => measureFirstLoad(dist)).toThrow(/first-load\.json is missing/);
  });
});
