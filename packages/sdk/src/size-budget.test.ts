// @vitest-environment node
import zlib from 'node:zlib';
import esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with build.mjs
import { coreBuilds } from '../esbuild-options.mjs';

/** Issue 16: the SDK's core weighs at most 2 kB brotli (peers' SDKs weigh about 7 kB). */
export const CORE_BUDGET_BYTES = 2048;

const brotli = (bytes: Uint8Array) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('the SDK core size budget', () => {
  it('the script tag and the ES module each weigh at most 2048 bytes brotli', async () => {
    const builds = coreBuilds('1.0.0', '/tmp/ferry-sdk-size') as esbuild.BuildOptions[];
    for (const options of builds) {
      const { outputFiles } = await esbuild.build({ ...options, write: false });
      const size = brotli(outputFiles[0]!.contents);
      expect(size, `${options.outfile}: ${size} bytes brotli`).toBeLessThanOrEqual(CORE_BUDGET_BYTES);
    }
  });
});
