import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCode, TRACE_ID_HEADER } from '@ferry/contracts';
import type { Config } from '../config/env.js';
import { AppError, RATE_LIMITED_MESSAGE } from './app-error.js';
import { registerCors } from './cors.js';
import { fallbackRateLimitStore } from './fallback-rate-limit-store.js';
import { rateLimitKeyOf } from './rate-limit-key.js';
import { redisCircuit } from './redis-fallback.js';
import { API_POLICY, documentPolicies, staticSecurityHeaders } from './security-headers.js';

// The API's JSON; /api/docs is a page (the OpenAPI viewer) and keeps the document headers.
const isApiPath = (url: string) => url.startsWith('/api/v1/');

/**
 * Security headers (helmet's, worked out once: security-headers.ts), CORS (@fastify/cors) and the per-caller limits
 * (@fastify/rate-limit) for every request. Gives the not-found handler what it needs to send the
 * widget page, framed by the partner's domains, and to count unknown API paths against the limit.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, redis: Redis | null) {
  const policies = documentPolicies(config);
  const apiHeaders = staticSecurityHeaders(API_POLICY);
  const pageHeaders = staticSecurityHeaders(policies.page);
  // The card gateway's pages (card form, 3DS, bank, card authorisation) open inside the widget,
  // wherever the widget is embedded, as a real gateway's do: the payment id in their path is the secret.
  const gatewayHeaders = staticSecurityHeaders(policies.widget(['*']));
  // By path, not by route: a 404 has no route of its own and must carry the API's headers too.
  const headersFor = (url: string) => (isApiPath(url) ? apiHeaders : url.startsWith('/sandbox/card-gateway/') ? gatewayHeaders : pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    reply.header(TRACE_ID_HEADER, request.id);
    done();
  });
  await registerCors(app, config.corsOrigins);

  const health = redisCircuit(app.log);
  // Every /api/ request counts against RATE_LIMIT_PER_MINUTE per caller (routes here; unknown API
  // paths through apiRateLimit in the not-found handler); a route's own config.rateLimit and the
  // auth throttles (createRateLimit) count on their own. With Redis, a fallback store keeps the
  // limits per instance while Redis is away (fallback-rate-limit-store.ts).
  // Measured (issue 17, scripts/bench-cpu.mjs's method, median of 5 interleaved rounds): the plugin
  // costs 6.5 µs per get/country request, 11.5 % of its 56.5 µs, within the rounds' spread
  // (47.5 to 55.0 µs without it); kept, as one limiter beats a hand-kept second one.
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => rateLimitKeyOf(request.ip),
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { store: fallbackRateLimitStore(redis, config.RATE_LIMIT_NAMESPACE, health) } : {}),
    // A store that fails anyway lets the request through: an outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });

  return {
    apiRateLimit: app.rateLimit(),
    /** Sends the widget page's headers, its frame-ancestors set for the partner (frame-policy.ts), its inline scripts' hashes allowed. */
    widgetHeaders(reply: FastifyReply, frameAncestors: string[], inlineScripts: readonly string[] = []): void {
      // Worked out per widget page (the partner's domains), never per API request.
      reply.removeHeader('x-frame-options').removeHeader('cross-origin-opener-policy').headers(staticSecurityHeaders(policies.widget(frameAncestors, inlineScripts)));
    },
  };
}
