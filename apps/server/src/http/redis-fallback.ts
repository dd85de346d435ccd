import type { FastifyBaseLogger } from 'fastify';

/** How long the instance counts by itself after Redis failed, before asking Redis again. */
export const REDIS_RETRY_AFTER_MS = 5000;

/**
 * A circuit breaker around Redis: after a failure the rate limits count in this instance's memory
 * for a few seconds without asking Redis (no request waits on a sick Redis), then one call tries
 * again. The log says once that Redis is away and once that it is back, however long it flaps.
 */
export type RedisCircuit = { shouldTry(): boolean; failed(error: unknown): void; succeeded(): void; readonly isDown: boolean };

export function redisCircuit(log: Pick<FastifyBaseLogger, 'warn' | 'info'>, now: () => number = Date.now): RedisCircuit {
  let isDown = false;
  let retryAt = 0;
  return {
    shouldTry: () => !isDown || now() >= retryAt,
    failed(error) {
      retryAt = now() + REDIS_RETRY_AFTER_MS;
      if (isDown) return;
      isDown = true;
      log.warn({ err: error }, 'Redis is unreachable: rate limits count per instance until it is back');
    },
    succeeded() {
      if (!isDown) return;
      isDown = false;
      log.info('Redis is back: rate limits are shared again');
    },
    get isDown() {
      return isDown;
    },
  };
}
