import type { Metafile } from 'esbuild';

/**
 * The libraries (node_modules files) whose code a bundle holds; files read but shaken out do not
 * count. The starter is inline in every page and runs before the widget's code: a library there
 * is parsed twice, once in the page and once in the entry (an import chain through the session
 * store once put React's 7.7 kB into it).
 */
export function librariesIn(metafile: Pick<Metafile, 'outputs'>): string[] {
  const held = Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([name]) => name),
  );
  return [...new Set(held)].filter((input) => /(^|[\\/])node_modules[\\/]/.test(input));
}
