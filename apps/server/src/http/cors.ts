import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** What a partner's page may read of our answers besides the basic headers. */
export const CORS_EXPOSED_HEADERS = 'x-trace-id, retry-after';
const ALLOWED_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE';
/** Browsers may reuse a preflight answer for ten minutes. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for partner pages calling the API from their own origin, by @fastify/cors: the Origin is
 * echoed when allowed (any origin with CORS_ORIGINS=*), without credentials; preflights are
 * answered 204 with the requested headers, and a refused origin's preflight finds no route (404).
 * Every answer varies by Origin so that caches keep the allowed and refused answers apart.
 * Registered before the rate limit, so a 429 is readable by the partner's page too.
 */
export async function registerCors(app: FastifyInstance, origins: '*' | readonly string[]): Promise<void> {
  const allowed = origins === '*' ? null : new Set(origins);
  await app.register(fastifyCors, {
    origin: allowed === null ? true : (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ALLOWED_METHODS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
  });
}
