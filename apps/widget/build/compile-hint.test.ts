import zlib from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintEntry, hintProblems, oneLineDown, withCompileHint } from './compile-hint.js';

describe('entry compile hint', () => {
  it("is V8's file-wide magic comment", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('goes on the first line, before the preload map Vite writes at the top', () => {
    const hinted = withCompileHint('const __vite__mapDeps=(i)=>i;\nconsole.log(1);');
    expect(hinted).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nconsole.log(1);`);
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
  });

  it('moves the source map one line down: each generated line keeps its original position', () => {
    expect(oneLineDown('AAAA;AACA')).toBe(';AAAA;AACA');
  });

  it('hints the entry of a bundle once, its map and map file one line down, and no other chunk', () => {
    const chunk = (fileName: string, isEntry: boolean) =>
      ({ type: 'chunk', fileName, isEntry, code: 'x();', map: { mappings: 'AAAA' } }) as unknown as Rollup.OutputChunk;
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', true),
      'assets/index.js.map': { type: 'asset', fileName: 'assets/index.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) } as unknown as Rollup.OutputAsset,
      'assets/lazy.js': chunk('assets/lazy.js', false),
    };
    hintEntry(bundle);
    hintEntry(bundle);
    const [entry, mapFile, lazy] = [bundle['assets/index.js'], bundle['assets/index.js.map'], bundle['assets/lazy.js']] as [Rollup.OutputChunk, Rollup.OutputAsset, Rollup.OutputChunk];
    expect(entry.code).toBe(`${COMPILE_HINT}\nx();`);
    expect(entry.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(String(mapFile.source))).toEqual({ version: 3, mappings: ';AAAA' });
    expect(lazy.code).toBe('x();');
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
