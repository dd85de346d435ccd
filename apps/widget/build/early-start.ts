import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './first-screen.js';
import { librariesIn } from './libraries-in.js';

/**
 * Puts the start-up calls' starter (src/app/startup/early-start.ts) into index.html as an inline
 * script, ahead of everything: the calls leave as the page is parsed instead of after the
 * widget's code has downloaded and run. The server allows it in the page's content security
 * policy by its hash (server http/widget-static.ts).
 */
export function earlyStart(module: string, { coreTexts, hostLink }: { coreTexts: RegExp; hostLink: RegExp }): Plugin {
  return {
    name: 'ferry-early-start',
    transformIndexHtml: { order: 'post', handler: async (_html, context) => {
      // The core catalogue's built file per language: the starter preloads the one it will need.
      const texts: Record<string, string> = {};
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(context.bundle ?? {})) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        const language = output.moduleIds.map((id) => coreTexts.exec(id)?.[1]).find(Boolean);
        if (language) texts[language] = `/${output.fileName}`;
      }
      // The host page's chunks (the host link, the shell's host-page part) and what they import
      // beyond the entry's files: preloaded when there is a host page.
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const hostChunks = [...chunks.values()].filter((chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => hostLink.test(id)));
      if (!entry || hostChunks.length === 0) throw new Error(`early-start: no entry, or no lazy chunk holds ${hostLink}`);
      const entryFiles = staticClosure(chunks, [entry.fileName]);
      const hostFiles = staticClosure(chunks, hostChunks.map((chunk) => chunk.fileName)).filter((file) => !entryFiles.includes(file));
      const files = { hostLink: hostFiles.map((file) => `/${file}`) };
      const result = await build({
        stdin: {
          contents: `import { sendStartupCallsEarly } from ${JSON.stringify(module)};\nsendStartupCallsEarly(${JSON.stringify(texts)}, ${JSON.stringify(files)});`,
          resolveDir: import.meta.dirname,
          loader: 'ts',
        },
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        legalComments: 'none',
        write: false,
        metafile: true,
      });
      const libraries = librariesIn(result.metafile);
      if (libraries.length) throw new Error(`early-start: the inline starter must hold no library, it holds ${libraries.join(', ')}`);
      const code = result.outputFiles[0]?.text.trim();
      if (!code) throw new Error(`early-start: bundling ${module} gave nothing`);
      return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
    } },
  };
}
