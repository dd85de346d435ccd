import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells the log once when Redis stops answering and once when it is back, however many calls
 * fail in between (a log line per request would drown the log during an outage).
 */
export type RedisHealthLog = { failed(error: unknown): void; succeeded(): void; readonly isDown: boolean };

export function redisHealthLog(log: Pick<FastifyBaseLogger, 'warn' | 'info'>): RedisHealthLog {
  let isDown = false;
  return {
    failed(error) {
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
