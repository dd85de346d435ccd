import type { QueryClient } from '@tanstack/react-query';
import { afterFirstContentfulPaint } from './first-contentful-paint.js';

/** The meta element the build writes into index.html (build/first-screen.ts IDLE_PREFETCH_META). */
const IDLE_PREFETCH_META = 'ferry-idle-prefetch';

/** The files index.html names for an idle moment: the wallet page's chunks and style sheets, zod among them. */
export function idlePrefetchFiles(document: Document): string[] {
  const content =
    document.querySelector(`meta[name="${IDLE_PREFETCH_META}"]`)?.getAttribute('content') ?? '';
  return content.split(/\s+/).filter(Boolean);
}

function addPrefetchLink(document: Document, file: string): void {
  if (document.querySelector(`link[href="${file}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = file;
  // The same request mode as the module or style sheet that later asks for it, so the cached answer serves.
  link.crossOrigin = '';
  if (file.endsWith('.js')) link.setAttribute('as', 'script');
  else if (file.endsWith('.css')) link.setAttribute('as', 'style');
  document.head.append(link);
}

/**
 * Once the page has loaded and painted, and no query is fetching (the first screen's calls and
 * its quote are in), waits for an idle moment and prefetches the idle files: the wallet page then
 * opens without waiting, and the first screen never shares the network with them. Prefetch only
 * downloads; nothing runs until the page is opened. The `preloads` (the drawer's and pickers'
 * code) come after the files, for the same reason.
 *
 * One file or preload per idle moment, each its own short task: the browser starts a request
 * synchronously when a link is added, and all of them in one idle callback made one long task
 * just as the user starts typing (issue 17, Chrome trace at 4x CPU on a slow machine: a 117 ms
 * task, most of it in adding the nine prefetch links and the preloads' modulepreload links).
 *
 * The paint comes first because the page's load and the start-up calls are over before the
 * first screen is on it, and its quote is asked only after it has painted: with the load alone,
 * the idle moment while the first screen's chunks arrived started ~60 kB of prefetches and
 * preloads before the first paint (a Lighthouse run of issue 17: first paint at 290 ms, the
 * prefetches from 194 ms). One more idle moment after the paint lets the quote's request leave.
 * On a start slow enough to show the loading spinner first, that spinner is the first paint: the
 * prefetch then waits for the start-up calls, and may leave just before the quote is asked.
 */
export function prefetchWhenIdle(window: Window, queryClient: QueryClient, preloads?: () => readonly (() => unknown)[]): void {
  const files = idlePrefetchFiles(window.document);
  if (files.length === 0 && !preloads) return;
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : window.setTimeout(run, 200);
  const whenNothingFetches = () => {
    let done = false;
    const tryNow = () => {
      if (done || queryClient.isFetching() > 0) return;
      done = true;
      unsubscribe();
      // The preloads as they are then: code that arrived since the first render may have added some.
      const steps = [...files.map((file) => () => addPrefetchLink(window.document, file)), ...(preloads?.() ?? [])];
      const runNextStep = () => {
        steps.shift()?.();
        if (steps.length > 0) whenIdle(runNextStep);
      };
      whenIdle(runNextStep);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(tryNow);
    tryNow();
  };
  const afterLoad = () => afterFirstContentfulPaint(window, () => whenIdle(whenNothingFetches));
  if (window.document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
