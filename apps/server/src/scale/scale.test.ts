import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { WALLET } from '../modules/orders/orders-test-kit.js';
import { api, freePort, passKycOverHttp, type ServerProcess, signInOverHttp, startServer } from '../modules/orders/server-process-kit.js';

const USERS = 6;
const ORDERS_PER_USER = 4;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);

const servers: ServerProcess[] = [];
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
let databaseName = '';
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  if (databaseName) await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

async function freshDatabaseUrl(): Promise<string> {
  await admin.connect();
  databaseName = `ferry_scale_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${databaseName}`;
  return url.toString();
}

// 50 EUR each: a SIMPLE user's day holds 300 EUR of card buys (My limits), and every order here must go through.
async function placeCardOrder(baseUrl: string, token: string): Promise<{ status: number; id?: string }> {
  const query = new URLSearchParams({ fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo', fiatAmount: '50' });
  const quote = await api(baseUrl, `/api/v1/widget/quotes?${query}`);
  const reservation = await api(baseUrl, '/api/v1/orders/wallet-reserve', { method: 'POST', token, body: { quoteId: quote.json.response.quoteId, walletAddress: WALLET } });
  const card = await api(baseUrl, '/sandbox/card-gateway/api/tokens', { method: 'POST', body: { number: '4242424242424242', cvv: '123', expiryMonth: 12, expiryYear: 2099 } });
  const create = new URLSearchParams({ reservationId: reservation.json.response.reservationId, paymentMethod: 'credit_debit_card', cardToken: card.json.response.token });
  const res = await api(baseUrl, `/api/v1/orders/create-order?${create}`, { method: 'POST', token, headers: { 'idempotency-key': randomUUID() } });
  return { status: res.status, id: res.json.response?.id };
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Two instances on one PostgreSQL and one Redis (issue 14): CI's second pass runs this.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('two instances on one PostgreSQL and one Redis', () => {
  it('start together on a fresh database, share one journey, survive a SIGKILL and finish every order once', { timeout: 240_000 }, async () => {
    const started = Date.now();
    const url = await freshDatabaseUrl();
    const env = { DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL ?? '', JOB_WORKERS: 'on', RATE_LIMIT_NAMESPACE: `ferry-scale-${process.pid}:` };
    const ports = [await freePort(), await freePort()];
    // Both start at the same moment on the empty database: the migration lock makes them take turns.
    const [a, b] = await Promise.all(ports.map((port) => startServer({ dataDir: path.join(os.tmpdir(), `ferry-scale-${port}`), port, env })));
    if (!a || !b) throw new Error('an instance did not start');
    servers.push(a, b);
    for (const server of servers) expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

    // Sign in on one instance and verify on the other: the code and its limits are shared.
    const tokens: string[] = [];
    for (let user = 0; user < USERS; user += 1) tokens.push(await signInOverHttp(user % 2 ? a.baseUrl : b.baseUrl, `scale-${user}-${randomUUID()}@example.com`));
    await Promise.all(tokens.map((token, user) => passKycOverHttp(user % 2 ? b.baseUrl : a.baseUrl, token)));

    // A document uploaded through one instance is read through the other.
    const form = new FormData();
    form.set('docId', 'proofOfIncome');
    form.set('file', new Blob([PDF]), 'payslip.pdf');
    const uploaded = await fetch(`${a.baseUrl}/api/v1/upload/doc`, { method: 'POST', headers: { authorization: tokens[0] ?? '' }, body: form });
    expect(uploaded.status).toBe(200);
    const documentId = ((await uploaded.json()) as { response: { documentId: string } }).response.documentId;
    const read = await fetch(`${b.baseUrl}/api/v1/documents/${documentId}`, { headers: { authorization: tokens[0] ?? '' } });
    expect(Buffer.from(await read.arrayBuffer()).equals(PDF)).toBe(true);

    // Orders on both instances.
    const acknowledged: string[] = [];
    await Promise.all(
      tokens.map(async (token, user) => {
        for (let order = 0; order < ORDERS_PER_USER; order += 1) {
          const res = await placeCardOrder((user + order) % 2 ? a.baseUrl : b.baseUrl, token);
          expect(res.status).toBe(200);
          if (res.id) acknowledged.push(res.id);
        }
      }),
    );
    expect(acknowledged).toHaveLength(USERS * ORDERS_PER_USER);

    // One instance dies while the lifecycle runs; the other finishes its jobs.
    b.child.kill('SIGKILL');
    await b.exited;
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await until(
        'every order to complete',
        async () => {
          const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'COMPLETED'`, [acknowledged]);
          return rows[0]?.n === acknowledged.length ? true : null;
        },
        150_000,
      );
      expect(a.child.exitCode).toBeNull();
      const transitions = await db.query<{ order_id: string; to_status: string; n: number }>(
        `SELECT order_id, to_status, count(*)::int AS n FROM order_status_events WHERE order_id = ANY($1::uuid[]) GROUP BY order_id, to_status`,
        [acknowledged],
      );
      const duplicates = transitions.rows.filter((row) => row.n !== 1);
      expect(duplicates).toEqual([]);
      const events = await db.query<{ type: string; n: number }>(
        `SELECT type, count(*)::int AS n FROM events WHERE subject = ANY($1::text[]) GROUP BY type ORDER BY type`,
        [acknowledged],
      );
      const perOrder = Object.fromEntries(events.rows.map((row) => [row.type, row.n / acknowledged.length]));
      expect(perOrder).toEqual({ 'custody.withdrawal_sent': 1, 'liquidity.trade_filled': 1, 'order.created': 1, 'order.status_changed': 3 });
      const jobs = await db.query<{ state: string; n: number; retried: number }>(
        `SELECT state::text AS state, count(*)::int AS n, count(*) FILTER (WHERE retry_count > 0)::int AS retried FROM pgboss.job GROUP BY state`,
      );
      const byState = Object.fromEntries(jobs.rows.map((row) => [row.state, row]));
      expect(byState.failed).toBeUndefined();
      console.warn(
        `[scale] ${acknowledged.length} orders completed on 2 instances (one SIGKILLed), ${byState.completed?.n ?? 0} jobs run (${byState.completed?.retried ?? 0} retried after the kill), ${duplicates.length} duplicate transitions, ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      await db.end();
    }
  });
});
