import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** What the plan needs of a built chunk (rolldown's OutputChunk, reduced). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  css: readonly string[];
  /** The chunk's modules with the length of the code each kept after tree-shaking. */
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

export interface FirstScreenOptions {
  /**
   * The module of the route the widget opens on: in the entry's own file (the widget's router
   * imports it statically), or in a lazy chunk, which index.html then preloads.
   */
  firstRoute: RegExp;
  /** The modules of the routes fetched when the browser is idle after the first screen. */
  idleRoutes: RegExp;
  /**
   * Lazy modules the widget imports right after its first paint (the offline popup, the focus
   * keeper): preloaded from index.html too, beside the entry, so they never wait for it to run.
   */
  firstPaint?: RegExp;
  /**
   * The source language's core catalogue, which the first screen waits for (app/startup/start-language.ts):
   * counted in the first load, so the size budget holds for English, the largest.
   */
  firstTexts?: RegExp;
}

export interface FirstScreenPlan {
  entry: string;
  /** JavaScript the first screen runs: the entry, its static imports and the first route's chunks. */
  firstLoad: string[];
  /** The first route's chunks beyond the entry's: modulepreload links in index.html. */
  preload: string[];
  /** The first route's style sheets beyond the entry's: stylesheet links in index.html. */
  preloadCss: string[];
  /** The idle routes' chunks and style sheets beyond the first load: prefetched when idle. */
  idle: string[];
  /** The chunks of the modules imported right after the first paint, beyond the first load: modulepreload links. */
  firstPaint: string[];
  /** Their style sheets: preload links (not stylesheets: the first paint does not wait for them). */
  firstPaintCss: string[];
}

/** The chunks `roots` load before they run: themselves and their static imports, transitively, in order. */
export function staticClosure(chunks: ReadonlyMap<string, Pick<BuiltChunk, 'imports'>>, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The chunks holding a module: its own lazy chunk, or the group chunk it was put in (the entry's only when asked). */
function routeChunks(chunks: ReadonlyMap<string, BuiltChunk>, pattern: RegExp, { withEntry = false } = {}): string[] {
  return [...chunks.values()]
    .filter((chunk) => (withEntry || !chunk.isEntry) && Object.keys(chunk.modules).some((id) => pattern.test(id)))
    .map((chunk) => chunk.fileName);
}

const cssOf = (chunks: ReadonlyMap<string, BuiltChunk>, files: readonly string[]) =>
  [...new Set(files.flatMap((file) => chunks.get(file)?.css ?? []))];

/**
 * Which built files the first screen needs at once and which can wait for an idle moment. Throws
 * when a pattern matches no route: a renamed route must not silently lose its preload.
 */
export function firstScreenPlan(chunks: ReadonlyMap<string, BuiltChunk>, options: FirstScreenOptions): FirstScreenPlan {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-screen: the bundle has no entry chunk');
  const firstRoutes = routeChunks(chunks, options.firstRoute, { withEntry: true });
  const idleRoutes = routeChunks(chunks, options.idleRoutes);
  if (firstRoutes.length === 0) throw new Error(`first-screen: no route matches ${options.firstRoute}`);
  if (idleRoutes.length === 0) throw new Error(`first-screen: no lazy route matches ${options.idleRoutes}`);
  const entryFiles = staticClosure(chunks, [entry.fileName]);
  const firstTexts = options.firstTexts ? routeChunks(chunks, options.firstTexts) : [];
  if (options.firstTexts && firstTexts.length === 0) throw new Error(`first-screen: no catalogue matches ${options.firstTexts}`);
  const firstLoad = staticClosure(chunks, [entry.fileName, ...firstRoutes, ...firstTexts]);
  const preload = firstLoad.filter((file) => !entryFiles.includes(file) && !firstTexts.includes(file));
  const entryCss = cssOf(chunks, entryFiles);
  const firstCss = cssOf(chunks, firstLoad);
  const idleFiles = staticClosure(chunks, idleRoutes).filter((file) => !firstLoad.includes(file));
  const idleCss = cssOf(chunks, idleFiles).filter((file) => !firstCss.includes(file));
  const firstPaintRoots = options.firstPaint ? routeChunks(chunks, options.firstPaint) : [];
  if (options.firstPaint && firstPaintRoots.length === 0) throw new Error(`first-screen: no lazy module matches ${options.firstPaint}`);
  const firstPaint = staticClosure(chunks, firstPaintRoots).filter((file) => !firstLoad.includes(file));
  return {
    entry: entry.fileName,
    firstLoad,
    preload,
    preloadCss: firstCss.filter((file) => !entryCss.includes(file)),
    idle: [...idleFiles, ...idleCss],
    firstPaint,
    firstPaintCss: cssOf(chunks, firstPaint).filter((file) => !firstCss.includes(file)),
  };
}

/** The name of the meta element listing the files to prefetch when idle (read by app/idle-prefetch.ts). */
export const IDLE_PREFETCH_META = 'ferry-idle-prefetch';

export function firstScreenTags(plan: FirstScreenPlan, base: string): HtmlTagDescriptor[] {
  const url = (file: string) => `${base}${file}`;
  const link = (attrs: Record<string, string>) => (file: string) => ({
    tag: 'link',
    attrs: { ...attrs, crossorigin: true, href: url(file) },
    injectTo: 'head' as const,
  });
  return [
    ...plan.preload.map(link({ rel: 'modulepreload' })),
    ...plan.preloadCss.map(link({ rel: 'stylesheet' })),
    ...plan.firstPaint.map(link({ rel: 'modulepreload' })),
    ...plan.firstPaintCss.map(link({ rel: 'preload', as: 'style' })),
    { tag: 'meta', attrs: { name: IDLE_PREFETCH_META, content: plan.idle.map(url).join(' ') }, injectTo: 'head' as const },
  ];
}

/** The modules whose code a file kept (rendered length above zero), relative to `root`, for the size budget's checks. */
export function keptModules(chunk: BuiltChunk, root: string): KeptModule[] {
  return Object.entries(chunk.modules)
    .filter(([, module]) => module.renderedLength > 0)
    .map(([id, module]) => ({
      id: (path.isAbsolute(id) ? path.relative(root, id) : id).split(path.sep).join('/'),
      renderedLength: module.renderedLength,
    }));
}

function builtChunks(bundle: Rollup.OutputBundle): Map<string, BuiltChunk> {
  const chunks = new Map<string, BuiltChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, {
      fileName: output.fileName,
      isEntry: output.isEntry,
      imports: output.imports,
      css: [...(output.viteMetadata?.importedCss ?? [])],
      modules: output.modules,
    });
  }
  return chunks;
}

/** Where the plugin writes the first load's files and their modules, inside the build's output. */
export const FIRST_LOAD_REPORT = '.vite/first-load.json';

export interface KeptModule {
  id: string;
  renderedLength: number;
}

export interface FirstLoadReport {
  firstLoad: { file: string; modules: KeptModule[] }[];
  idle: string[];
}

/**
 * Build-time plugin: preloads the first route's chunks and style sheets from index.html when it
 * has any beyond the entry's (so they download beside the entry instead of after it runs), names
 * the idle routes' files for the widget to prefetch after the first screen, and writes
 * FIRST_LOAD_REPORT (the first load's files and the modules each kept) for the size budget
 * (scripts/bench/first-load.mjs).
 */
export function firstScreen(options: FirstScreenOptions): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'ferry-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return firstScreenTags(firstScreenPlan(builtChunks(context.bundle), options), base);
      },
    },
    generateBundle(_outputOptions, bundle) {
      const chunks = builtChunks(bundle);
      const plan = firstScreenPlan(chunks, options);
      const report: FirstLoadReport = {
        firstLoad: plan.firstLoad.map((file) => ({ file, modules: keptModules(chunks.get(file)!, root) })),
        idle: plan.idle,
      };
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_REPORT, source: `${JSON.stringify(report, null, 2)}\n` });
    },
  };
}
