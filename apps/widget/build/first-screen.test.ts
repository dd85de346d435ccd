import { describe, expect, it } from 'vitest';
import { type BuiltChunk, firstScreenPlan, firstScreenTags, keptModules, staticClosure } from './first-screen.js';

const chunk = (fileName: string, parts: Partial<BuiltChunk> = {}): [string, BuiltChunk] => [
  fileName,
  { fileName, isEntry: false, imports: [], css: [], modules: {}, ...parts },
];

// An entry, the exchange route (with a chunk it shares with the wallet), the wallet route with zod.
const bundle = new Map<string, BuiltChunk>([
  chunk('assets/index.js', { isEntry: true, css: ['assets/index.css'], modules: { '/w/src/main.tsx': { renderedLength: 10 } } }),
  chunk('assets/exchange.js', {
    imports: ['assets/index.js', 'assets/shared.js'],
    css: ['assets/exchange.css', 'assets/index.css'],
    modules: { '/w/src/features/exchange/routes.ts': { renderedLength: 5 } },
  }),
  chunk('assets/shared.js', { imports: ['assets/index.js'], css: ['assets/shared.css'], modules: { '/w/src/ui/tabs.tsx': { renderedLength: 3 } } }),
  chunk('assets/wallet.js', {
    imports: ['assets/index.js', 'assets/shared.js', 'assets/zod.js'],
    css: ['assets/wallet.css', 'assets/shared.css'],
    modules: { '/w/src/features/wallet/routes.ts': { renderedLength: 4 } },
  }),
  chunk('assets/zod.js', { modules: { '/node_modules/zod/v4/core/core.js': { renderedLength: 9 } } }),
  chunk('assets/popup.js', { imports: ['assets/index.js', 'assets/modal.js'], css: ['assets/popup.css', 'assets/index.css'], modules: { '/w/src/ui/popup-dialog.tsx': { renderedLength: 2 } } }),
  chunk('assets/modal.js', { imports: ['assets/index.js'], modules: { '/w/src/ui/use-modal.ts': { renderedLength: 2 } } }),
]);
const options = { firstRoute: /features\/exchange\/routes\.ts$/, idleRoutes: /features\/wallet\/routes\.ts$/ };

describe('first screen plan', () => {
  it('follows static imports once each, in order', () => {
    expect(staticClosure(bundle, ['assets/wallet.js'])).toEqual(['assets/wallet.js', 'assets/index.js', 'assets/shared.js', 'assets/zod.js']);
  });

  it('preloads the first route and what it shares, prefetches only what the first load lacks', () => {
    const plan = firstScreenPlan(bundle, options);
    expect(plan.entry).toBe('assets/index.js');
    expect(plan.firstLoad).toEqual(['assets/index.js', 'assets/exchange.js', 'assets/shared.js']);
    expect(plan.preload).toEqual(['assets/exchange.js', 'assets/shared.js']);
    expect(plan.preloadCss).toEqual(['assets/exchange.css', 'assets/shared.css']);
    expect(plan.idle).toEqual(['assets/wallet.js', 'assets/zod.js', 'assets/wallet.css']);
  });

  it('a first route in the entry\'s own file is the first load with the entry, nothing to preload', () => {
    const plan = firstScreenPlan(bundle, { ...options, firstRoute: /src\/main\.tsx$/ });
    expect(plan.firstLoad).toEqual(['assets/index.js']);
    expect(plan.preload).toEqual([]);
    expect(plan.preloadCss).toEqual([]);
  });

  it('refuses a pattern that matches no route, so a renamed route cannot lose its preload quietly', () => {
    expect(() => firstScreenPlan(bundle, { ...options, firstRoute: /features\/swap\// })).toThrow(/no route matches/);
    expect(() => firstScreenPlan(bundle, { ...options, idleRoutes: /features\/swap\// })).toThrow(/no lazy route matches/);
  });

  it('writes modulepreload and stylesheet links and the idle list under the base', () => {
    const tags = firstScreenTags(firstScreenPlan(bundle, options), '/');
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/exchange.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/shared.js' },
      { rel: 'stylesheet', crossorigin: true, href: '/assets/exchange.css' },
      { rel: 'stylesheet', crossorigin: true, href: '/assets/shared.css' },
      { name: 'ferry-idle-prefetch', content: '/assets/wallet.js /assets/zod.js /assets/wallet.css' },
    ]);
  });

  it('preloads the modules imported right after the first paint beside the entry, their style sheets without blocking the paint', () => {
    const plan = firstScreenPlan(bundle, { ...options, firstPaint: /ui\/popup-dialog\.tsx$/ });
    expect(plan.firstPaint).toEqual(['assets/popup.js', 'assets/modal.js']);
    expect(plan.firstPaintCss).toEqual(['assets/popup.css']);
    expect(firstScreenTags(plan, '/').map((tag) => tag.attrs).slice(4, 7)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/popup.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/modal.js' },
      { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/popup.css' },
    ]);
    expect(() => firstScreenPlan(bundle, { ...options, firstPaint: /ui\/nothing\.tsx$/ })).toThrow(/no lazy module matches/);
  });

  it('lists the modules a file kept, relative to the root, without the ones tree-shaking emptied', () => {
    const built = chunk('assets/x.js', {
      modules: { '/repo/apps/w/src/a.ts': { renderedLength: 12 }, '/repo/node_modules/zod/index.js': { renderedLength: 0 }, '\0vite/x': { renderedLength: 3 } },
    })[1];
    expect(keptModules(built, '/repo/apps/w')).toEqual([
      { id: 'src/a.ts', renderedLength: 12 },
      { id: '\0vite/x', renderedLength: 3 },
    ]);
  });
});
