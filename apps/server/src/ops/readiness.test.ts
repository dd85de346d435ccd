import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { checkReadiness, migrationsInRepository } from './readiness.js';
import { createRedisClient } from '../http/redis-client.js';

/** A database that has run every migration. */
const migrationsDone = async () => ({ rows: [{ n: migrationsInRepository() }] });

/** A Redis client that is still connecting: commands fail at once (no offline queue) until it emits ready. */
class ConnectingRedis extends EventEmitter {
  status = 'connecting';
  ping() {
    return this.status === 'ready' ? Promise.resolve('PONG') : Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
  }
  connectAfter(ms: number) {
    setTimeout(() => {
      this.status = 'ready';
      this.emit('ready');
    }, ms);
  }
}

describe('readiness', () => {
  it('waits for a Redis connection still being made, then pings it: ready, not "unreachable" at once', async () => {
    const redis = new ConnectingRedis();
    redis.connectAfter(150);
    const readiness = await checkReadiness({ executeSql: migrationsDone, redis: redis as unknown as Redis });
    expect(readiness).toEqual({ isReady: true, database: 'ok', migrations: 'done', redis: 'ok' });
    expect(redis.listenerCount('ready')).toBe(0);
  });

  it('says Redis is unreachable when it does not connect within the check, and leaves no listener behind', async () => {
    // Nothing listens on port 9 (discard); the client keeps retrying.
    const redis = createRedisClient('redis://127.0.0.1:9');
    try {
      const started = Date.now();
      for (let probe = 0; probe < 3; probe += 1) {
        const readiness = await checkReadiness({ executeSql: migrationsDone, redis });
        expect(readiness).toEqual({ isReady: false, database: 'ok', migrations: 'done', redis: 'unreachable' });
      }
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(redis.listenerCount('ready')).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
