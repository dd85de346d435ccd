import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: 'metrics-token-for-tests', RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(async () => t.close());

describe('health for load balancers and orchestrators', () => {
  it('/livez answers while the process runs', async () => {
    const res = await t.app.inject('/livez');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready with the database reachable and every migration done', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'done', redis: process.env.REDIS_URL ? 'ok' : 'not configured' });
  });
});

describe('Prometheus metrics at /metrics', () => {
  it('needs the metrics token when one is set', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-size' } })).statusCode).toBe(401);
  });

  it('counts requests per route pattern, latency, rate-limit refusals, orders by status and jobs by queue', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await t.app.inject({ url: '/api/v1/countries', remoteAddress: '192.0.2.77' });
    await t.app.inject({ url: '/api/v1/order/00000000-0000-4000-8000-000000000000', remoteAddress: '192.0.2.78' });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-tests' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/ferry_http_requests_total\{method="GET",route="\/api\/v1\/countries",status_code="200"\} 2/);
    expect(text).toMatch(/ferry_http_requests_total\{method="GET",route="\/api\/v1\/countries",status_code="429"\} 1/);
    expect(text).toContain('route="/api/v1/order/:orderId"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/ferry_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/v1\/countries"\}/);
    expect(text).toMatch(/ferry_rate_limit_refusals_total\{route="\/api\/v1\/countries"\} 1/);
    expect(text).toContain('# TYPE ferry_orders gauge');
    expect(text).toContain('# TYPE ferry_jobs gauge');
    expect(text).toContain('ferry_process_resident_memory_bytes');
  });
});

describe('when the database cannot be reached', () => {
  it('readiness fails and requests get a clean 503, not a 500', async () => {
    const lost = await createTestApp();
    await lost.database.close();
    const ready = await lost.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', database: 'unreachable' });
    const call = await lost.app.inject('/api/v1/partners/pk_sandbox_demo');
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('5');
    expect(call.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Ferry is briefly unavailable. Please try again in a few seconds.' });
    await lost.app.close();
  });
});
