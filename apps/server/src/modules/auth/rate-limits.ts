import { ErrorCode } from '@ferry/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import { AppError, RATE_LIMITED_MESSAGE } from '../../http/app-error.js';
import { rateLimitKeyOf } from '../../http/rate-limit-key.js';
import { sha256Hex } from './secrets.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_DAY = 24 * 60 * 60_000;
/** With 5 tries per code, at most 100 guesses per e-mail a day (NIST SP 800-63B 5.2.2). */
const CODES_PER_EMAIL_PER_DAY = 20;

export type Throttle = (request: FastifyRequest) => Promise<void>;

/**
 * Counters of @fastify/rate-limit (in Redis when REDIS_URL is set, so instances share them).
 * E-mails are hashed before they become keys.
 */
function throttle(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: number,
  keyOf: (request: FastifyRequest) => string,
): Throttle {
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `auth:${name}:${keyOf(request)}`,
  });
  return async (request) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE, {
        headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
      });
    }
  };
}

const emailOf = (request: FastifyRequest) =>
  sha256Hex(String((request.body as { email?: unknown } | undefined)?.email ?? ''));

const clientOf = (request: FastifyRequest) => rateLimitKeyOf(request.ip);

export function createAuthThrottles(app: FastifyInstance, config: Config) {
  const perEmail15 = throttle(
    app,
    'otp-email-15m',
    config.OTP_REQUESTS_PER_EMAIL,
    FIFTEEN_MINUTES,
    emailOf,
  );
  const perEmailDay = throttle(app, 'otp-email-1d', CODES_PER_EMAIL_PER_DAY, ONE_DAY, emailOf);
  return {
    loginPerIp: throttle(app, 'login-ip', config.AUTH_REQUESTS_PER_IP, FIFTEEN_MINUTES, clientOf),
    verifyPerIp: throttle(app, 'verify-ip', config.AUTH_REQUESTS_PER_IP, FIFTEEN_MINUTES, clientOf),
    codesPerEmail: async (request: FastifyRequest) => {
      await perEmail15(request);
      await perEmailDay(request);
    },
  };
}
