import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idlePrefetchFiles, prefetchWhenIdle } from './idle-prefetch.js';

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => [link.getAttribute('href'), link.getAttribute('as')]);

function nameIdleFiles(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'ferry-idle-prefetch';
  meta.content = content;
  document.head.append(meta);
}

/** The callbacks handed to requestIdleCallback, run by the test when it chooses. */
function idleMoments(): (() => void)[] {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  return idle;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('idle prefetch of the next pages', () => {
  it('reads the files index.html names', () => {
    nameIdleFiles('/assets/routes-a.js  /assets/partner-b.js /assets/routes-c.css');
    expect(idlePrefetchFiles(document)).toEqual(['/assets/routes-a.js', '/assets/partner-b.js', '/assets/routes-c.css']);
  });

  it('waits until no query is fetching, then prefetches each file once, one per idle moment', async () => {
    nameIdleFiles('/assets/routes-a.js /assets/routes-c.css');
    const idle = idleMoments();
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({ queryKey: ['quote'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });

    prefetchWhenIdle(window, queryClient);
    // The idle moment after the paint, which lets the quote's request leave, then the queries.
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(idle).toHaveLength(1);
    answer('done');
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    expect(prefetched()).toEqual([]);
    idle[1]!();
    expect(prefetched()).toEqual([['/assets/routes-a.js', 'script']]);
    expect(idle).toHaveLength(3);
    idle[2]!();
    expect(prefetched()).toEqual([
      ['/assets/routes-a.js', 'script'],
      ['/assets/routes-c.css', 'style'],
    ]);
    // Done: nothing more is asked for, whatever the queries do later.
    expect(idle).toHaveLength(3);
    await queryClient.fetchQuery({ queryKey: ['other'], queryFn: () => 1 });
    expect(idle).toHaveLength(3);
  });

  it("runs the preloads (the drawer's and pickers' code) after the files and the first screen's queries, each in its own idle moment", async () => {
    nameIdleFiles('/assets/routes-a.js');
    const idle = idleMoments();
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({ queryKey: ['quote'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const drawer = vi.fn();
    const picker = vi.fn();

    const preloads = [drawer];
    prefetchWhenIdle(window, queryClient, () => preloads);
    // Registered after the first render (a chunk that arrived since), still preloaded.
    preloads.push(picker);
    idle[0]!();
    answer('done');
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    idle[1]!();
    expect(prefetched()).toHaveLength(1);
    expect(drawer).not.toHaveBeenCalled();
    idle[2]!();
    expect(drawer).toHaveBeenCalledTimes(1);
    expect(picker).not.toHaveBeenCalled();
    idle[3]!();
    expect(picker).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(4);
  });

  it('runs the preloads when index.html names no file', async () => {
    const idle = idleMoments();
    const preload = vi.fn();
    prefetchWhenIdle(window, new QueryClient(), () => [preload]);
    idle[0]!();
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    idle[1]!();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('waits for the first contentful paint where the browser reports paints, even with no query fetching', () => {
    nameIdleFiles('/assets/routes-a.js');
    const idle = idleMoments();
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; observed: unknown; disconnected: boolean }[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, observed: null, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.observed = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const paints = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) });

    prefetchWhenIdle(window, new QueryClient());
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
    observers[0]!.callback(paints('first-paint'));
    expect(idle).toHaveLength(0);
    observers[0]!.callback(paints('first-paint', 'first-contentful-paint'));
    expect(observers[0]!.disconnected).toBe(true);
    expect(idle).toHaveLength(1);
    idle[0]!();
    idle[1]!();
    expect(prefetched()).toEqual([['/assets/routes-a.js', 'script']]);
    expect(idle).toHaveLength(2);
  });

  it('goes on at once when the first contentful paint is already reported', () => {
    nameIdleFiles('/assets/routes-a.js');
    const idle = idleMoments();
    const observe = vi.fn();
    vi.stubGlobal('PerformanceObserver', Object.assign(function PaintObserver() {
      return { observe, disconnect: vi.fn() };
    }, { supportedEntryTypes: ['paint'] }));
    vi.spyOn(window.performance, 'getEntriesByName').mockImplementation((name: string) =>
      name === 'first-contentful-paint' ? ([{ name }] as unknown as PerformanceEntryList) : [],
    );

    prefetchWhenIdle(window, new QueryClient());
    expect(observe).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
  });

  it('does nothing when index.html names no file (a development server)', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    prefetchWhenIdle(window, new QueryClient());
    expect(idle).not.toHaveBeenCalled();
  });
});
