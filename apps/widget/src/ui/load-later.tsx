import { type ComponentType, lazy, Suspense } from 'react';

const preloads: (() => Promise<unknown>)[] = [];
const firstPaintPreloads: (() => Promise<unknown>)[] = [];

/**
 * What fetches the code of each component made with loadLater so far (main.tsx: one per idle
 * moment after the first screen).
 */
export const laterPreloads = (): readonly (() => Promise<unknown>)[] => [...preloads];

/** All of them at once (the tests' setup, so no test waits for a chunk). */
export const preloadAllLater = () => Promise.all(preloads.map((preload) => preload()));

/**
 * Fetches, right after the first paint, the code of the components that must render without a
 * download: the popup that says the connection is gone (main.tsx). The browser may go offline
 * before it is ever idle.
 */
export const preloadAfterFirstPaint = () => Promise.all(firstPaintPreloads.map((preload) => preload()));

/**
 * A component whose code loads after the first paint: its entry in laterPreloads fetches it
 * (main.tsx, when idle after the first screen), and from then on it renders at once; rendered
 * before that, it appears when its chunk arrives. `isNeeded` says when an early render must wait for the code
 * (a closed drawer needs none). For the dialogs, which show only when something happens but sit
 * on the first screen's path: they stay out of the first load's 100 kB budget.
 */
export function loadLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isNeeded: (props: P) => boolean = () => true,
  { isNeededOffline = false }: { isNeededOffline?: boolean } = {},
) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  preloads.push(preload);
  if (isNeededOffline) firstPaintPreloads.push(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    if (!isNeeded(props)) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component };
}
