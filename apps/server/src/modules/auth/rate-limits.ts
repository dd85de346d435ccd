import { ErrorCode } from '@ferry/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.js';
import { AppError, RATE_LIMITED_MESSAGE } from '../../http/app-error.js';
import { rateLimitKeyOf } from '../../http/rate-limit-key.js';
import { sha256Hex } from './secrets.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_DAY = 24 * 60 * 60_000;
/** With 5 tries per code, at most 100 guesses per e-mail and address a day (NIST SP 800-63B 5.2.2). */
const CODES_PER_EMAIL_AND_ADDRESS_PER_DAY = 20;
/**
 * A ceiling per e-mail over every address, against guessing spread over many addresses: far above
 * what one address may ask, so a stranger alone cannot spend it (issue 14).
 */
const CODES_PER_EMAIL_PER_DAY = 100;

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

/** The e-mail as asked from this address: each address has its own allowance for an e-mail. */
const emailAndClientOf = (request: FastifyRequest) => `${emailOf(request)}:${clientOf(request)}`;

/** What a login code keeps of who asked for it: the hashed client key, so codes asked elsewhere stay valid. */
export const requesterOf = (request: FastifyRequest) => sha256Hex(clientOf(request));

export function createAuthThrottles(app: FastifyInstance, config: Config) {
  // Keyed by e-mail and address: a stranger asking codes for someone's e-mail spends only their own allowance.
  const perEmail15 = throttle(app, 'otp-email-ip-15m', config.OTP_REQUESTS_PER_EMAIL, FIFTEEN_MINUTES, emailAndClientOf);
  const perEmailDay = throttle(app, 'otp-email-ip-1d', CODES_PER_EMAIL_AND_ADDRESS_PER_DAY, ONE_DAY, emailAndClientOf);
  const perEmailAllAddressesDay = throttle(app, 'otp-email-1d', CODES_PER_EMAIL_PER_DAY, ONE_DAY, emailOf);
  return {
    loginPerIp: throttle(app, 'login-ip', config.AUTH_REQUESTS_PER_IP, FIFTEEN_MINUTES, clientOf),
    verifyPerIp: throttle(app, 'verify-ip', config.AUTH_REQUESTS_PER_IP, FIFTEEN_MINUTES, clientOf),
    codesPerEmail: async (request: FastifyRequest) => {
      await perEmail15(request);
      await perEmailDay(request);
      await perEmailAllAddressesDay(request);
    },
  };
}
