import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCode, TRACE_ID_HEADER } from '@ferry/contracts';
import type { Config } from '../config/env.js';
import { apiRateLimitHook, fallbackRateCounter, memoryRateCounter, redisRateCounter } from './api-rate-limit.js';
import { AppError, RATE_LIMITED_MESSAGE } from './app-error.js';
import { registerCors } from './cors.js';
import { fallbackRateLimitStore } from './fallback-rate-limit-store.js';
import { rateLimitKeyOf } from './rate-limit-key.js';
import { redisCircuit } from './redis-fallback.js';
import { staticSecurityHeaders } from './security-headers.js';

/**
 * JSON answers are never rendered as documents, so the document policies (CSP sources, cross-origin
 * opener and agent cluster, the legacy IE and Flash headers) mean nothing on them. They get the
 * headers OWASP's REST security cheat sheet lists for APIs: no sniffing, HTTPS only, no framing,
 * no referrer, and readable cross-origin (partners call the API from their pages). Fewer headers
 * per answer is also measurably cheaper on the quote path (`npm run bench`).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

// The API's JSON; /api/docs is a page (the OpenAPI viewer) and keeps the document headers.
const isApiPath = (url: string) => url.startsWith('/api/v1/');

/**
 * Security headers, CORS and rate limits for every request. Answers the widget page's headers,
 * whose frame-ancestors are set for the partner when index.html is sent.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, redis: Redis | null): Promise<{ widgetHeaders: Readonly<Record<string, string>> }> {
  // hCaptcha, when configured instead of the self-hosted bot check, runs its script and frame from its own hosts.
  const hcaptcha = config.HCAPTCHA_SECRET && config.HCAPTCHA_SITE_KEY ? ['https://hcaptcha.com', 'https://*.hcaptcha.com'] : [];
  // The widget's error tracking, when configured, sends its reports to the DSN's host.
  const errorTracking = config.WIDGET_ERROR_TRACKING_DSN ? [new URL(config.WIDGET_ERROR_TRACKING_DSN).origin] : [];
  const documentPolicy = (frameAncestors: string[]) => ({
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hcaptcha],
        styleSrc: ["'self'", "'unsafe-inline'", ...hcaptcha],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...hcaptcha, ...errorTracking],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...hcaptcha],
        frameAncestors,
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Pages nobody may frame: the sandbox console, the API docs, the playground (frame-policy.ts).
  const pageHeaders = staticSecurityHeaders({ ...documentPolicy(["'none'"]), frameguard: { action: 'deny' } });
  // The widget: its frame-ancestors are set per partner when index.html is sent (app.ts).
  // No cross-origin opener policy: the SDK's popup mode needs window.opener to talk to the partner page.
  const widgetHeaders = staticSecurityHeaders({ ...documentPolicy(['*']), frameguard: false, crossOriginOpenerPolicy: false });
  // The card gateway's pages (card form, 3DS, bank, card authorisation) open inside the widget,
  // wherever the widget is embedded, as a real gateway's do: the payment id in their path is the secret.
  const headersFor = (url: string) => {
    if (isApiPath(url)) return API_SECURITY_HEADERS;
    if (url.startsWith('/sandbox/card-gateway/')) return widgetHeaders;
    return pageHeaders;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    reply.header(TRACE_ID_HEADER, request.id);
    done();
  });
  await registerCors(app, config.corsOrigins);
  const health = redisCircuit(app.log);
  app.addHook(
    'onRequest',
    apiRateLimitHook({
      max: config.RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
      counter: redis ? fallbackRateCounter(redisRateCounter(redis, config.RATE_LIMIT_NAMESPACE), memoryRateCounter(), health) : memoryRateCounter(),
    }),
  );
  // The plugin stays for the stricter limits of single routes (auth throttles, route config).
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => rateLimitKeyOf(request.ip),
    ...(redis ? { store: fallbackRateLimitStore(redis, config.RATE_LIMIT_NAMESPACE, health) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
  return { widgetHeaders };
}
