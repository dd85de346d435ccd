import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** What a partner's page may read of our answers besides the basic headers. */
export const CORS_EXPOSED_HEADERS = 'x-trace-id, retry-after';
const ALLOWED_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE';
/** Browsers may reuse a preflight answer for ten minutes. */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS for partner pages calling the API from their own origin (the Fetch standard's CORS
 * protocol): the Origin is echoed when allowed (any origin with CORS_ORIGINS=*), without
 * credentials, and preflights are answered 204 here, before any route. Every answer varies by
 * Origin so that caches keep the allowed and refused answers apart. An onRequest hook of our own
 * instead of @fastify/cors, which copied its options on every request: this runs on every
 * answer, the quote path's included (`npm run bench`).
 */
export function corsHook(origins: '*' | readonly string[]) {
  const allowed = origins === '*' ? null : new Set(origins);
  return function cors(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || (allowed !== null && !allowed.has(origin))) {
      done();
      return;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) {
      done();
      return;
    }
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    const requestedHeaders = request.headers['access-control-request-headers'];
    if (requestedHeaders) reply.header('access-control-allow-headers', requestedHeaders);
    reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    void reply.code(204).header('content-length', '0').send();
  };
}
