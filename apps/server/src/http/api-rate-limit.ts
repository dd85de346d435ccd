import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCode } from '@ferry/contracts';
import { AppError, RATE_LIMITED_MESSAGE } from './app-error.js';
import { rateLimitKeyOf } from './rate-limit-key.js';
import type { RedisCircuit } from './redis-fallback.js';

/** A caller's count in the current window and how long until the window starts again. */
export type RateCount = { count: number; resetInMs: number };

/** Counts requests per key in fixed windows: in memory for one instance, in Redis for many. */
export type RateCounter = { hit(key: string, windowMs: number): RateCount | Promise<RateCount> };

/**
 * Fixed windows in this process's memory. Beyond maxKeys callers the ended windows are dropped,
 * and if all are still running the counts start again (an attacker with that many addresses
 * gains one fresh window, memory stays bounded).
 */
export function memoryRateCounter(now: () => number = Date.now, maxKeys = 100_000): { hit(key: string, windowMs: number): RateCount } {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= at) {
        if (window === undefined && windows.size >= maxKeys) {
          for (const [other, { endsAt }] of windows) if (endsAt <= at) windows.delete(other);
          if (windows.size >= maxKeys) windows.clear();
        }
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Fixed windows in Redis, shared by every instance with the same prefix: one round trip per request. */
export function redisRateCounter(redis: Redis, prefix: string): RateCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}api:${key}`, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
  };
}

/**
 * Counts in Redis while it answers, and in this instance's memory while it does not: limits keep
 * holding (per instance) through a Redis outage instead of failing open or failing the request.
 */
export function fallbackRateCounter(primary: RateCounter, fallback: RateCounter, health: RedisCircuit): RateCounter {
  return {
    hit(key, windowMs) {
      if (!health.shouldTry()) return fallback.hit(key, windowMs);
      let counted: RateCount | Promise<RateCount>;
      try {
        counted = primary.hit(key, windowMs);
      } catch (error) {
        health.failed(error);
        return fallback.hit(key, windowMs);
      }
      return Promise.resolve(counted).then(
        (count) => {
          health.succeeded();
          return count;
        },
        (error: unknown) => {
          health.failed(error);
          return fallback.hit(key, windowMs);
        },
      );
    },
  };
}

/**
 * The per-caller limit of every /api/ request (found or not), as one onRequest hook: a plain
 * counter instead of @fastify/rate-limit's global hook, whose awaits and promise per request were
 * a tenth of a remembered quote's cost (`npm run bench`). Answers carry the x-ratelimit-* headers;
 * over the limit, 429 RATE_LIMITED with Retry-After. If the shared counter cannot be reached the
 * request goes through: a Redis outage must not take the API down with it (with Redis, the counter
 * is a fallbackRateCounter, which counts in memory instead).
 */
export function apiRateLimitHook({ max, windowMs, counter }: { max: number; windowMs: number; counter: RateCounter }) {
  const limit = String(max);
  return function apiRateLimit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (!request.url.startsWith('/api/')) {
      done();
      return;
    }
    const apply = ({ count, resetInMs }: RateCount) => {
      const resetSeconds = String(Math.max(1, Math.ceil(resetInMs / 1000)));
      reply.header('x-ratelimit-limit', limit);
      reply.header('x-ratelimit-remaining', String(Math.max(0, max - count)));
      reply.header('x-ratelimit-reset', resetSeconds);
      if (count > max) {
        done(new AppError(ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE, { headers: { 'retry-after': resetSeconds } }));
        return;
      }
      done();
    };
    let counted: RateCount | Promise<RateCount>;
    try {
      counted = counter.hit(rateLimitKeyOf(request.ip), windowMs);
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit counter unavailable; request let through');
      done();
      return;
    }
    if (counted instanceof Promise) {
      counted.then(apply, (error: unknown) => {
        request.log.warn({ err: error }, 'rate limit counter unavailable; request let through');
        done();
      });
      return;
    }
    apply(counted);
  };
}
