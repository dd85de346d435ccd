import { describe, expect, it, vi } from 'vitest';
import { laterPreloads, loadLater, preloadAfterFirstPaint, preloadAllLater } from './load-later.js';

const Nothing = () => null;

describe('components whose code loads later', () => {
  it('fetches the code a popup shown offline needs right after the first paint, and the rest when idle', async () => {
    const offlineLoad = vi.fn(async () => Nothing);
    const laterLoad = vi.fn(async () => Nothing);
    loadLater(offlineLoad, undefined, { isNeededOffline: true });
    loadLater(laterLoad);

    await preloadAfterFirstPaint();
    expect(offlineLoad).toHaveBeenCalledTimes(1);
    expect(laterLoad).not.toHaveBeenCalled();

    await preloadAllLater();
    expect(laterLoad).toHaveBeenCalledTimes(1);
  });

  it('hands out one preload per component, each fetching only its own code (main.tsx runs one per idle moment)', async () => {
    const first = vi.fn(async () => Nothing);
    const second = vi.fn(async () => Nothing);
    const before = laterPreloads().length;
    loadLater(first);
    loadLater(second);
    const added = laterPreloads().slice(before);
    expect(added).toHaveLength(2);
    await added[0]!();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await added[1]!();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
