import { Redis } from 'ioredis';

/**
 * How long a rate-limit call may wait for Redis before the instance counts by itself. Tens of
 * milliseconds: a request must not wait on a sick Redis (issue 14 measured 6 s per call and
 * 12 s sign-ins with the client's defaults).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 50;

/**
 * The shared Redis of the rate limits. No offline queue and no retries per command: while Redis
 * is away each command fails at once and the caller falls back; the client keeps reconnecting
 * in the background.
 */
export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Connection errors are the fallback's to report (once); unhandled they would crash the process.
  redis.on('error', () => {});
  return redis;
}
