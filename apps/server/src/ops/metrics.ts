import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PgBossDb } from '../events/executor.js';
import { JOB_SCHEMA } from '../jobs/install.js';

type MetricsDeps = { sql: PgBossDb };

/**
 * Prometheus metrics of one instance (each app its own registry): requests and latency per route
 * (the route's pattern, so the label set stays bounded), rate-limit refusals, and, read from the
 * database at each scrape, orders by status and jobs by queue and state.
 */
export function registerMetrics(app: FastifyInstance, { sql }: MetricsDeps): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ferry_' });
  const requests = new Counter({ name: 'ferry_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status_code'], registers: [registry] });
  const latency = new Histogram({
    name: 'ferry_http_request_duration_seconds',
    help: 'Time to answer, per route',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({ name: 'ferry_rate_limit_refusals_total', help: 'Requests refused by a rate limit (429)', labelNames: ['route'], registers: [registry] });
  new Gauge({
    name: 'ferry_orders',
    help: 'Orders by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await sql.executeSql('SELECT status, count(*)::int AS n FROM orders GROUP BY status');
      this.reset();
      for (const row of rows as Array<{ status: string; n: number }>) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'ferry_jobs',
    help: 'Jobs by queue and state (created and retry are queued; failed ran out of retries)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const { rows } = await sql.executeSql(`SELECT name, state::text AS state, count(*)::int AS n FROM ${JOB_SCHEMA}.job GROUP BY name, state`);
      this.reset();
      for (const row of rows as Array<{ name: string; state: string; n: number }>) this.set({ queue: row.name, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'ferry_jobs_retried',
    help: 'Jobs that needed more than one try, per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const { rows } = await sql.executeSql(`SELECT name, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE retry_count > 0 GROUP BY name`);
      this.reset();
      for (const row of rows as Array<{ name: string; n: number }>) this.set({ queue: row.name }, row.n);
    },
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
    done();
  });
  return registry;
}
