// Builds the SDK: dist/ferry.mjs (ES module), dist/ferry.js (script tag, global Ferry),
// dist/react.mjs (the React wrapper, importing ./ferry.mjs) and the type declarations. The embed
// protocol of @ferry/contracts is bundled in: the published package depends on nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import { coreBuilds, sdkOptions } from './esbuild-options.mjs';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
fs.rmSync(dist, { recursive: true, force: true });

// The wrapper shares the core file instead of carrying a copy of it.
const coreAsSibling = {
  name: 'core-as-sibling',
  setup(build) {
    build.onResolve({ filter: /^\.\/ferry\.js$/ }, () => ({ path: './ferry.mjs', external: true }));
  },
};

await Promise.all([
  ...coreBuilds(pkg.version, dist).map((options) => esbuild.build(options)),
  esbuild.build({
    ...sdkOptions(pkg.version),
    entryPoints: [path.join(here, 'src/react.tsx')],
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime'],
    plugins: [coreAsSibling],
    outfile: path.join(dist, 'react.mjs'),
  }),
]);

execFileSync(process.execPath, [path.join(here, '../../node_modules/typescript/bin/tsc'), '-p', path.join(here, 'tsconfig.build.json')], { stdio: 'inherit' });
// The declarations name the private contracts package; point them at its emitted copy.
for (const file of ['ferry.d.ts', 'react.d.ts']) {
  const target = path.join(dist, 'types/packages/sdk/src', file);
  fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll("'@ferry/contracts/embed-protocol'", "'../../contracts/src/embed-protocol.js'"));
}
process.stdout.write(`@ferry/sdk ${pkg.version} built into ${path.relative(process.cwd(), dist) || dist}\n`);
