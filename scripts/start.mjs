// `npm start`: build what is out of date, then run the server (it migrates and seeds itself).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(output, inputs) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

const shared = ['packages/contracts/src', 'packages/rules/src', 'package-lock.json'];
const targets = [
  {
    // The partner SDK the server serves at /sdk/ferry.js (and the playground uses).
    workspace: 'packages/sdk',
    output: path.join(root, 'packages/sdk/dist/ferry.js'),
    inputs: ['packages/contracts/src', 'packages/sdk/src', 'packages/sdk/build.mjs', 'packages/sdk/esbuild-options.mjs', 'package-lock.json'],
  },
  {
    workspace: 'apps/widget',
    output: path.join(root, 'apps/widget/dist/index.html'),
    inputs: [...shared, 'apps/widget/src', 'apps/widget/index.html', 'apps/widget/vite.config.ts'],
  },
  {
    workspace: 'apps/server',
    output: path.join(root, 'apps/server/dist/main.js'),
    inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs'],
  },
];

for (const target of targets) {
  if (!isStale(target.output, target.inputs)) continue;
  console.log(`building ${target.workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// No --enable-source-maps: Node then parses the source map of every module it loads (ours and the
// packages'), about 20 MiB of heap for good (issue 17's memory aims). The bundle is not minified, so
// a stack trace still names the functions; NODE_OPTIONS=--enable-source-maps npm start maps it to
// the TypeScript. scripts/bench-memory.mjs measures the server as it is started here.
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
