import zlib from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/**
 * V8's file-wide compile hint (Chromium 136 and later; other engines read a comment): every
 * function of the file is compiled eagerly, on the thread that streams the script in, instead of
 * pre-parsed there and compiled again on the main thread when first called. Only the entry gets
 * it: nearly all of its code runs before the first screen, while a lazy chunk's may never run.
 * Measured (issue 17, the built widget without and with it, loads alternating): first contentful
 * paint at 4x CPU slowdown 872 -> 796 ms (median of 12 loads each; 876 -> 816 in a run of 10);
 * Lighthouse mobile, median of 7: total blocking time 17 -> 7 ms, LCP 2.20 -> 2.03 s (within its
 * spread: its simulated LCP is the entry's download, not its compiling). V8 reads the hint only
 * before any code: on the file's second line it did nothing. It costs the first load 153 bytes of
 * brotli (99,510 -> 99,663).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The code with the hint as its first line. */
export const withCompileHint = (code: string): string => `${COMPILE_HINT}\n${code}`;

/** A source map's mappings for its file with one line added at the top: each ';' ends a generated line. */
export const oneLineDown = (mappings: string): string => `;${mappings}`;

/** The Vite plugin that writes the preload map (`const __vite__mapDeps=...`) at the top of a chunk. */
const IMPORT_ANALYSIS = 'vite:build-import-analysis';

type GenerateBundle = (this: Rollup.PluginContext, options: Rollup.NormalizedOutputOptions, bundle: Rollup.OutputBundle, isWrite: boolean) => unknown;

/** Adds the hint to the entry chunk of a bundle, once, with its source map (in the chunk and in its .map file) one line down. */
export function hintEntry(bundle: Rollup.OutputBundle): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry || output.code.startsWith(COMPILE_HINT)) continue;
    output.code = withCompileHint(output.code);
    if (output.map) output.map.mappings = oneLineDown(output.map.mappings);
    const mapAsset = bundle[`${output.fileName}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      mapAsset.source = JSON.stringify({ ...map, mappings: oneLineDown(map.mappings) });
    }
  }
}

/**
 * Puts COMPILE_HINT on the entry's first line. Vite writes its preload map at the top of the
 * entry in its import analysis's generateBundle, after every renderChunk and banner, so the hint
 * is added right after that hook, inside it. vite-plugin-compression2 wraps the same hook in
 * turn, later (its configResolved is enforce: 'post' and wraps after an await), and so compresses
 * the hinted entry. The build fails if the written entry, or one of its compressed files, lacks it.
 */
export function entryCompileHint(): Plugin {
  return {
    name: 'ferry-entry-compile-hint',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === IMPORT_ANALYSIS);
      const hook = analysis?.generateBundle;
      if (!analysis || typeof hook !== 'function') throw new Error(`compile hint: no ${IMPORT_ANALYSIS} plugin with a generateBundle function`);
      const original = hook as GenerateBundle;
      const wrapped: GenerateBundle = async function (this, options, bundle, isWrite) {
        await original.call(this, options, bundle, isWrite);
        hintEntry(bundle);
      };
      (analysis as { generateBundle: GenerateBundle }).generateBundle = wrapped;
    },
    writeBundle(_options, bundle) {
      const problems = hintProblems(bundle);
      if (problems.length > 0) throw new Error(`compile hint: ${problems.join('; ')}`);
    },
  };
}

const DECOMPRESS: Record<string, (source: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gz: zlib.gunzipSync };

/** What is wrong with the hint in a written bundle: an entry without it, or a compressed entry that is not the hinted one. */
export function hintProblems(bundle: Rollup.OutputBundle): string[] {
  const problems: string[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry) continue;
    if (!output.code.startsWith(`${COMPILE_HINT}\n`)) problems.push(`${output.fileName} does not start with it`);
    for (const [extension, decompress] of Object.entries(DECOMPRESS)) {
      const compressed = bundle[`${output.fileName}.${extension}`];
      if (compressed?.type === 'asset' && decompress(Buffer.from(compressed.source)).toString('utf8') !== output.code) {
        problems.push(`${output.fileName}.${extension} is not the hinted entry`);
      }
    }
  }
  return problems;
}
