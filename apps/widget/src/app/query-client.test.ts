import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { createQueryClient, shouldRetry } from './query-client.js';

const error = (status: number) => new ApiError({ code: 'X', status, message: 'x', traceId: 't' });

describe('queries retry 2 times with cache time 0 and no refetch on window focus', () => {
  it('server and network failures are retried twice', () => {
    expect(shouldRetry(0, error(500))).toBe(true);
    expect(shouldRetry(1, error(0))).toBe(true);
    expect(shouldRetry(2, error(503))).toBe(false);
  });

  it('4xx answers are not retried', () => {
    expect(shouldRetry(0, error(404))).toBe(false);
    expect(shouldRetry(0, error(403))).toBe(false);
    expect(shouldRetry(0, error(429))).toBe(false);
  });

  it('the defaults are set on the client', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(0);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
