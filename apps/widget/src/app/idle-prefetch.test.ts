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

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('idle prefetch of the next pages', () => {
  it('reads the files index.html names', () => {
    nameIdleFiles('/assets/routes-a.js  /assets/partner-b.js /assets/routes-c.css');
    expect(idlePrefetchFiles(document)).toEqual(['/assets/routes-a.js', '/assets/partner-b.js', '/assets/routes-c.css']);
  });

  it('waits until no query is fetching, then prefetches each file once when idle', async () => {
    nameIdleFiles('/assets/routes-a.js /assets/routes-c.css');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({ queryKey: ['quote'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });

    prefetchWhenIdle(window, queryClient);
    expect(idle).toHaveLength(0);
    answer('done');
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(prefetched()).toEqual([]);
    idle[0]!();
    expect(prefetched()).toEqual([
      ['/assets/routes-a.js', 'script'],
      ['/assets/routes-c.css', 'style'],
    ]);
    await queryClient.fetchQuery({ queryKey: ['other'], queryFn: () => 1 });
    expect(idle).toHaveLength(1);
  });

  it("runs the preload (the popup's and drawer's code) in the same idle moment, after the first screen's queries", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({ queryKey: ['quote'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const preload = vi.fn();

    prefetchWhenIdle(window, queryClient, preload);
    answer('done');
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(preload).not.toHaveBeenCalled();
    idle[0]!();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when index.html names no file (a development server)', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    prefetchWhenIdle(window, new QueryClient());
    expect(idle).not.toHaveBeenCalled();
  });
});
