import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { WALLET } from './orders-test-kit.js';
import { api, freePort, passKycOverHttp, type ServerProcess, signInOverHttp, startServer, stopGracefully } from './server-process-kit.js';

const USERS = 10;
const ORDERS_PER_USER = 10;
const KILL_AFTER_ACKS = 40;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-durability-'));
let server: ServerProcess | null = null;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Intent = { token: string; key: string; query: string };

// 30 EUR each (the card minimum): a SIMPLE user's day holds 300 EUR of card buys (My limits), so all ten fit.
async function prepareIntents(baseUrl: string, token: string): Promise<Intent[]> {
  const intents: Intent[] = [];
  for (let i = 0; i < ORDERS_PER_USER; i += 1) {
    const quote = await api(baseUrl, `/api/v1/widget/quotes?${new URLSearchParams({ fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo', fiatAmount: '30' })}`);
    const reservation = await api(baseUrl, '/api/v1/orders/wallet-reserve', { method: 'POST', token, body: { quoteId: quote.json.response.quoteId, walletAddress: WALLET } });
    const card = await api(baseUrl, '/sandbox/card-gateway/api/tokens', { method: 'POST', body: { number: '4242424242424242', cvv: '123', expiryMonth: 12, expiryYear: 2099 } });
    const query = new URLSearchParams({ reservationId: reservation.json.response.reservationId, paymentMethod: 'credit_debit_card', cardToken: card.json.response.token });
    intents.push({ token, key: randomUUID(), query: query.toString() });
  }
  return intents;
}

const create = (baseUrl: string, intent: Intent) =>
  api(baseUrl, `/api/v1/orders/create-order?${intent.query}`, { method: 'POST', token: intent.token, headers: { 'idempotency-key': intent.key } });

describe('durability: the server killed (SIGKILL) while orders are being created', () => {
  it('every order whose creation was acknowledged is there after a restart on the same data, exactly once', { timeout: 300_000 }, async () => {
    const port = await freePort();
    server = await startServer({ dataDir, port });
    const baseUrl = server.baseUrl;
    const emails = Array.from({ length: USERS }, (_, i) => `durable-${i}-${randomUUID()}@example.com`);
    const tokens = await Promise.all(emails.map((email) => signInOverHttp(baseUrl, email)));
    await Promise.all(tokens.map((token) => passKycOverHttp(baseUrl, token)));
    const intentsPerUser = await Promise.all(tokens.map((token) => prepareIntents(baseUrl, token)));

    const acknowledged = new Map<string, string>();
    let killed = false;
    const running = server;
    const runUser = async (intents: Intent[]) => {
      for (const intent of intents) {
        if (killed) return;
        try {
          const res = await create(baseUrl, intent);
          if (res.status === 200) acknowledged.set(intent.key, res.json.response.id);
          if (acknowledged.size >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            running.child.kill('SIGKILL');
          }
        } catch {
          return;
        }
      }
    };
    await Promise.all(intentsPerUser.map(runUser));
    await running.exited;
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    server = await startServer({ dataDir, port });
    const restarted = server;
    const listed = new Map<string, number>();
    for (const token of tokens) {
      const list = await api(restarted.baseUrl, '/api/v1/orders', { token });
      for (const order of list.json.response as Array<{ id: string }>) listed.set(order.id, (listed.get(order.id) ?? 0) + 1);
    }
    for (const [key, orderId] of acknowledged) expect(listed.get(orderId), `acknowledged order of key ${key}`).toBe(1);

    // Retrying every intent with its key: acknowledged ones answer their order, none is made twice.
    for (const intent of intentsPerUser.flat()) {
      const res = await create(restarted.baseUrl, intent);
      expect(res.status).toBe(200);
      const known = acknowledged.get(intent.key);
      if (known) expect(res.json.response.id).toBe(known);
    }
    let listedAfterRetry = 0;
    for (const token of tokens) listedAfterRetry += (await api(restarted.baseUrl, '/api/v1/orders', { token })).json.response.length;
    expect(listedAfterRetry).toBe(USERS * ORDERS_PER_USER);
    await stopGracefully(restarted);
    server = null;

    const check = await openDatabase({ kind: 'pglite', dataDir });
    const rows = (query: ReturnType<typeof sql>) => check.db.execute(query).then((result) => (result as unknown as { rows: Array<Record<string, number>> }).rows);
    expect(await rows(sql`select idempotency_key from orders group by user_id, idempotency_key having count(*) > 1`)).toEqual([]);
    expect(await rows(sql`select reference from sandbox_gateway_payments group by reference having count(*) > 1`)).toEqual([]);
    const [{ n } = { n: -1 }] = await rows(sql`select count(*)::int as n from orders`);
    expect(n).toBe(USERS * ORDERS_PER_USER);
    await check.close();
  });
});
