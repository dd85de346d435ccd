import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCode } from '@ferry/contracts';
import type { Config } from '../config/env.js';
import { AppError } from './app-error.js';
import { staticSecurityHeaders } from './security-headers.js';

export async function registerSecurity(app: FastifyInstance, config: Config, redis: Redis | null): Promise<void> {
  // hCaptcha, when configured instead of the self-hosted bot check, runs its script and frame from its own hosts.
  const hcaptcha = config.HCAPTCHA_SECRET && config.HCAPTCHA_SITE_KEY ? ['https://hcaptcha.com', 'https://*.hcaptcha.com'] : [];
  const securityHeaders = staticSecurityHeaders({
    // The widget is embedded by partner pages: framing is allowed, everything else stays strict.
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hcaptcha],
        styleSrc: ["'self'", "'unsafe-inline'", ...hcaptcha],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...hcaptcha],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...hcaptcha],
        frameAncestors: ['*'],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins === '*' ? true : config.corsOrigins,
    credentials: false,
    exposedHeaders: ['x-trace-id', 'retry-after'],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: config.RATE_LIMIT_NAMESPACE } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.RATE_LIMITED, 'You are being rate limited, please try our app after some time.', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
}
