import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// The plugin's own stores, not exported from its entry: a fallback between them keeps its counting rules.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisCircuit } from './redis-fallback.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreParams = { continueExceeding: boolean; exponentialBackoff: boolean };

/**
 * @fastify/rate-limit's store for the per-route throttles (sign-in): Redis while it answers, this
 * instance's memory while it does not, so a Redis outage neither fails sign-in (issue 14: 500 after
 * up to 12 s) nor lifts the throttle.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string, health: RedisCircuit): FastifyRateLimitStoreCtor {
  const wrap = (shared: Store, local: Store): Store => {
    const call = (method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) => {
      const sharedMethod = shared[method];
      if (!sharedMethod || !health.shouldTry()) return (local[method] ?? local.incr).call(local, key, callback, timeWindow, max);
      sharedMethod.call(shared, key, (error, result) => {
        if (!error) {
          health.succeeded();
          return callback(null, result);
        }
        health.failed(error);
        (local[method] ?? local.incr).call(local, key, callback, timeWindow, max);
      }, timeWindow, max);
    };
    return {
      incr: (key, callback, timeWindow, max) => call('incr', key, callback, timeWindow, max),
      read: (key, callback, timeWindow, max) => call('read', key, callback, timeWindow, max),
      child: (routeOptions) => wrap(shared.child(routeOptions), local.child(routeOptions)),
    };
  };
  return class FallbackStore {
    constructor(params: StoreParams) {
      const shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace) as Store;
      const local = new LocalStore(params.continueExceeding, params.exponentialBackoff) as Store;
      return wrap(shared, local);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
