// The esbuild options of the SDK's files, shared by build.mjs and the size-budget test.
import path from 'node:path';

const here = import.meta.dirname;

export function sdkOptions(version) {
  return { bundle: true, minify: true, target: 'es2022', legalComments: 'none', define: { __FERRY_SDK_VERSION__: JSON.stringify(version) } };
}

/** The core: the ES module and the script tag (global Ferry). */
export function coreBuilds(version, dist) {
  return [
    { ...sdkOptions(version), entryPoints: [path.join(here, 'src/ferry.ts')], format: 'esm', outfile: path.join(dist, 'ferry.mjs') },
    { ...sdkOptions(version), entryPoints: [path.join(here, 'src/script-tag.ts')], format: 'iife', outfile: path.join(dist, 'ferry.js') },
  ];
}
