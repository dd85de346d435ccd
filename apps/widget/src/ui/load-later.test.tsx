import { describe, expect, it, vi } from 'vitest';
import { loadLater, preloadAfterFirstPaint, preloadAllLater } from './load-later.js';

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
});
