import zlib from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintProblems, withCompileHint } from './compile-hint.js';

describe('entry compile hint', () => {
  it("is V8's file-wide magic comment", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('goes on the first line, before the preload map Vite writes at the top', () => {
    const hinted = withCompileHint('const __vite__mapDeps=(i)=>i;\nconsole.log(1);', 'AAAA;AACA');
    expect(hinted.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nconsole.log(1);`);
    expect(hinted.code.split('\n')[0]).toBe(COMPILE_HINT);
    // Each generated line keeps its original position: the map gains one empty line first.
    expect(hinted.mappings).toBe(';AAAA;AACA');
  });

  it('is added once, and without a map when there is none', () => {
    const once = withCompileHint('x();');
    expect(once).toEqual({ code: `${COMPILE_HINT}\nx();` });
    expect(withCompileHint(once.code, ';AAAA')).toEqual({ code: once.code, mappings: ';AAAA' });
  });
});

describe('hint check of a written bundle', () => {
  const entry = (code: string) => ({ type: 'chunk', isEntry: true, fileName: 'assets/index.js', code }) as unknown as Rollup.OutputChunk;
  const asset = (fileName: string, source: Buffer) => ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;
  const hinted = `${COMPILE_HINT}\nx();`;

  it('passes a hinted entry whose compressed files are the hinted code', () => {
    const bundle = {
      'assets/index.js': entry(hinted),
      'assets/index.js.br': asset('assets/index.js.br', zlib.brotliCompressSync(hinted)),
      'assets/index.js.gz': asset('assets/index.js.gz', zlib.gzipSync(hinted)),
    };
    expect(hintProblems(bundle)).toEqual([]);
  });

  it('names an entry without the hint, and a compressed file made before it was added', () => {
    expect(hintProblems({ 'assets/index.js': entry('x();') })).toEqual(['assets/index.js does not start with it']);
    const bundle = { 'assets/index.js': entry(hinted), 'assets/index.js.br': asset('assets/index.js.br', zlib.brotliCompressSync('x();')) };
    expect(hintProblems(bundle)).toEqual(['assets/index.js.br is not the hinted entry']);
  });
});
