import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureErrorTracking, reportError, resetErrorTrackingForTests } from './error-tracking.js';

const client = vi.hoisted(() => ({ startSentry: vi.fn(), captureError: vi.fn() }));
vi.mock('./sentry-client.js', () => client);

afterEach(() => {
  resetErrorTrackingForTests();
  vi.clearAllMocks();
});

describe('widget error tracking', () => {
  it('is off by default: without errorTracking in init-widget nothing is loaded or reported', async () => {
    reportError(new Error('early'));
    configureErrorTracking(undefined);
    reportError(new Error('later'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.startSentry).not.toHaveBeenCalled();
    expect(client.captureError).not.toHaveBeenCalled();
  });
  it('with a DSN, starts Sentry with the rates and sends what was reported before and after', async () => {
    const settings = { dsn: 'https://key@errors.example/1', replaysOnErrorSampleRate: 0.05, replaysSessionSampleRate: 0.5 };
    const early = new Error('early');
    reportError(early, { phase: 'start-up' });
    configureErrorTracking(settings);
    const later = new Error('later');
    reportError(later);
    await vi.waitFor(() => expect(client.captureError).toHaveBeenCalledTimes(2));
    expect(client.startSentry).toHaveBeenCalledWith(settings);
    expect(client.captureError).toHaveBeenNthCalledWith(1, early, { phase: 'start-up' });
    expect(client.captureError).toHaveBeenNthCalledWith(2, later, {});
  });
});
