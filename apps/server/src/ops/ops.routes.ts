import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/env.js';
import type { PgBossDb } from '../events/executor.js';
import { registerMetrics } from './metrics.js';
import { checkReadiness } from './readiness.js';

function isMetricsCaller(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * For the load balancer, the orchestrator and Prometheus, outside /api/v1 (no rate limit, no
 * envelope): /livez (the process answers), /readyz (database reachable, migrations done, Redis
 * reachable when configured; 503 otherwise), /metrics (Prometheus text; behind METRICS_TOKEN when set).
 */
export async function registerOps(app: FastifyInstance, { config, sql, redis }: { config: Config; sql: PgBossDb; redis: Redis | null }): Promise<void> {
  const registry = registerMetrics(app, { sql });
  app.get('/livez', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const readiness = await checkReadiness({ executeSql: sql.executeSql, redis });
    const { isReady, ...checks } = readiness;
    return reply
      .status(isReady ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: isReady ? 'ready' : 'not ready', ...checks });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isMetricsCaller(request.headers.authorization, config.METRICS_TOKEN)) return reply.status(401).send({ status: 'unauthorized' });
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
