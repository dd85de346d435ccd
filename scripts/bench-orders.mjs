// Part of `npm run bench` (also runnable alone: `node scripts/bench-orders.mjs`): create-order at 20
// concurrent callers on the built server, on the embedded database (PGlite on a temporary data
// directory) and on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ferry_bench;
// created when missing; skipped with the reason when no server answers there).
// Each caller owns its users and creates their card orders (30 EUR, Visa 4242: the sandbox gateway
// authorises at once, so the order leaves AWAITING and the next one may follow) one after another;
// the quotes, reservations and card tokens are prepared before the timed phase. The figures: the
// create-order latency p50/p99 and orders per second (orders made / wall time of the timed phase).
// Job workers are off (JOB_WORKERS=off): the figure is create-order's own, not the settlement's.
// Options: BENCH_ORDER_CALLERS (default 20), BENCH_ORDERS_PER_USER (default 10, a SIMPLE day's card
// limit holds ten 30 EUR buys), BENCH_ORDER_USERS_PER_CALLER (default 2).
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const CALLERS = Number(process.env.BENCH_ORDER_CALLERS ?? 20);
const ORDERS_PER_USER = Number(process.env.BENCH_ORDERS_PER_USER ?? 10);
const USERS_PER_CALLER = Number(process.env.BENCH_ORDER_USERS_PER_CALLER ?? 2);
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 18_473);

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT), HOST: '127.0.0.1', FERRY_MODE: 'sandbox', LOG_LEVEL: 'warn', REDIS_URL: '',
        WIDGET_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000000', AUTH_REQUESTS_PER_IP: '100000',
        OTP_REQUESTS_PER_EMAIL: '1000', BOT_CHECK_MAX_NUMBER: '2000', JOB_WORKERS: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Ferry is running')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

const base = `http://127.0.0.1:${PORT}`;
async function api(pathname, { method = 'GET', token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${pathname} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.response;
}

function solveAltcha({ challenge, salt, maxnumber }) {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash('sha256').update(salt + number).digest('hex') === challenge) return number;
  }
  throw new Error('no solution to the bot check');
}

/** A user signed in as the widget does, with the KYC of a 100 EUR buy approved by the sandbox provider. */
async function newBuyer() {
  const email = `bench-${randomUUID()}@example.com`;
  const challenge = await api('/api/v1/auth/bot-check/challenge');
  const { algorithm, salt, signature } = challenge;
  const botToken = Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solveAltcha(challenge), salt, signature })).toString('base64');
  const { stateToken } = await api('/api/v1/auth/login', { method: 'POST', headers: { 'x-hcaptcha-token': botToken }, body: { apiKey: 'pk_sandbox_demo', clientId: 'widget', email } });
  const [mail] = await api(`/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const { accessToken: token } = await api('/api/v1/auth/verify', {
    method: 'POST',
    body: { apiKey: 'pk_sandbox_demo', clientId: 'widget', email, otp: mail.code, stateToken, isTncAccepted: true },
  });
  const { quoteId } = await api(`/api/v1/widget/quotes?${quoteQuery('100')}`);
  await api(`/api/v1/kyc/get-forms?${new URLSearchParams({ metadata: JSON.stringify({ formType: 'KYC', quoteId }) })}`, { token });
  await api('/api/v1/user?apiKey=pk_sandbox_demo', { method: 'PATCH', token, body: { firstName: 'Ada', lastName: 'Lovelace', dob: '10-12-1990', mobileNumber: '+447700900123' } });
  await api('/api/v1/kyc/forms/address', { method: 'POST', token, body: { countryCode: 'DE', addressLine1: 'Alexanderplatz 1', addressLine2: '', city: 'Berlin', state: 'Berlin', postCode: '10178' } });
  await api('/api/v1/kyc/forms/purposeOfUsage', { method: 'POST', token, body: { purposes: ['investment'] } });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await api('/api/v1/users', { token })).kyc?.l1?.status === 'APPROVED') return token;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the bench buyer was not KYC-approved');
}

const quoteQuery = (fiatAmount) =>
  new URLSearchParams({ fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo', fiatAmount });

async function prepareIntent(token) {
  const { quoteId } = await api(`/api/v1/widget/quotes?${quoteQuery('30')}`);
  const { reservationId } = await api('/api/v1/orders/wallet-reserve', { method: 'POST', token, body: { quoteId, walletAddress: WALLET } });
  const card = await api('/sandbox/card-gateway/api/tokens', { method: 'POST', body: { number: '4242424242424242', cvv: '123', expiryMonth: 12, expiryYear: 2099 } });
  return { token, key: randomUUID(), query: new URLSearchParams({ reservationId, paymentMethod: 'credit_debit_card', cardToken: card.token }).toString() };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** One phase: every caller creates its users' prepared orders one after another. */
async function createAll(callers) {
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    callers.map(async (intents) => {
      for (const intent of intents) {
        const before = performance.now();
        const order = await api(`/api/v1/orders/create-order?${intent.query}`, { method: 'POST', token: intent.token, headers: { 'idempotency-key': intent.key } });
        latencies.push(performance.now() - before);
        if (order.status === 'AWAITING_PAYMENT_FROM_USER') throw new Error(`order ${order.id} still awaits payment: the next one would be refused`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { orders: latencies.length, seconds, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Warm-up with one user per caller, then the timed phase with USERS_PER_CALLER users per caller. */
async function benchOn(label, env) {
  const server = await startServer(env);
  try {
    const prepare = async (usersPerCaller) => {
      const tokens = await Promise.all(Array.from({ length: CALLERS * usersPerCaller }, () => newBuyer()));
      const callers = Array.from({ length: CALLERS }, () => []);
      for (const [index, token] of tokens.entries()) {
        for (let i = 0; i < ORDERS_PER_USER; i += 1) callers[index % CALLERS].push(await prepareIntent(token));
      }
      return callers;
    };
    await createAll(await prepare(1));
    const result = await createAll(await prepare(USERS_PER_CALLER));
    return { label, ...result };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

function reachable(url) {
  return new Promise((resolve) => {
    const target = new URL(url);
    const socket = net.connect(Number(target.port || 5432), target.hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * The bench's database, created when missing (the server's migrations fill it): without it the
 * server stopped at its first connection ("database ... does not exist") before printing anything.
 */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`the bench's database name must be a plain identifier, got ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** The reason in one line: the error's first line, and for a server that stopped, its last words. */
function reasonOf(error) {
  const lines = error.message.split('\n').map((line) => line.trim()).filter(Boolean);
  const said = lines.slice(1).find((line) => /error|exist|refused|denied/i.test(line)) ?? lines[1];
  return said ? `${lines[0]} ${said}` : (lines[0] ?? String(error));
}

export async function benchOrders() {
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-orders-'));
  try {
    results.push(await benchOn('embedded (PGlite)', { DATABASE_URL: '', FERRY_DATA_DIR: dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/ferry_bench';
  if (await reachable(databaseUrl)) {
    try {
      await ensureDatabase(databaseUrl);
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-orders-pg-'));
      try {
        results.push(await benchOn('PostgreSQL', { DATABASE_URL: databaseUrl, FERRY_DATA_DIR: scratch }));
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    } catch (error) {
      results.push({ label: 'PostgreSQL', skipped: `failed at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}: ${reasonOf(error)}` });
    }
  } else {
    results.push({ label: 'PostgreSQL', skipped: `no PostgreSQL answers at ${new URL(databaseUrl).host} (set DATABASE_URL)` });
  }
  return results;
}

export function printOrders(results) {
  console.log(`\ncreate-order: ${CALLERS} concurrent callers, ${CALLERS * USERS_PER_CALLER} users x ${ORDERS_PER_USER} card orders, built server, job workers off`);
  console.log('database               orders/s      p50        p99');
  for (const result of results) {
    if (result.skipped) console.log(`${result.label.padEnd(20)} skipped: ${result.skipped}`);
    else console.log(`${result.label.padEnd(20)} ${result.perSecond.toFixed(1).padStart(9)}  ${`${result.p50.toFixed(1)} ms`.padStart(9)}  ${`${result.p99.toFixed(1)} ms`.padStart(9)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printOrders(await benchOrders());
  process.exit(0);
}
