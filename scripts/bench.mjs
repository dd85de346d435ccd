// `npm run bench`: the performance budgets of the quote path and of the exchange route, as figures.
//  1. GET /api/v1/widget/quotes on the real server (built, PGlite, sandbox prices) at 50
//     concurrent connections on loopback, and in the same run a bare node:http endpoint that
//     answers a fixed JSON, with the ratio of their throughputs (aim: at least 0.5). The quote line
//     asks the same quote again and again, as a partner's default amount is asked by every user
//     opening the widget (answered from the second's memory after the first, answer-cache.ts);
//     the next line asks every quote with a new amount, each priced and signed anew.
//  2. The exchange route's first-load JavaScript in brotli bytes: the widget's entry chunk, its
//     static imports and the chunks of the exchange route, from apps/widget/dist/.vite/first-load.json
//     (budget: at most 100 kB and no zod, scripts/bench/first-load.mjs, checked by `npm run test:browser`),
//     then Lighthouse (mobile) on the exchange against a minimal React app (scripts/bench/lighthouse.mjs).
//  2b. CPU per request of the server process for a bare node:http server, get/country and a quote
//     for a new amount every time (scripts/bench-cpu.mjs; aim: the quote at most 2 x get/country).
//  3. The partner SDK's core (packages/sdk/dist/ferry.js and ferry.mjs) in brotli bytes (budget: at
//     most 2048 bytes, also checked by packages/sdk/src/size-budget.test.ts).
//  4. create-order p50/p99 and orders/s at 20 concurrent on PGlite and PostgreSQL (bench-orders.mjs), and
//     the resident memory after a first start and a restart on PGlite (bench-memory.mjs).
// Options: BENCH_SECONDS per load (default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 50),
// BENCH_LOG_LEVEL (default warn), BENCH_LIGHTHOUSE_THROTTLING (simulate, the default, or devtools).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { benchMemory, printMemory } from './bench-memory.mjs';
import { benchOrders, printOrders } from './bench-orders.mjs';
import { budgetProblems, measureFirstLoad, printFirstLoad } from './bench/first-load.mjs';
import { benchLighthouse, throttlingMethodOf } from './bench/lighthouse.mjs';
import { BARE_SERVER, startProcess as startSharedProcess } from './bench/processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
// A wrong throttling method stops the run here, not after the minutes of load before Lighthouse.
throttlingMethodOf(process.env.BENCH_LIGHTHOUSE_THROTTLING);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const startProcess = (args, env, readyText) => startSharedProcess(root, args, env, readyText);


function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** `vary(url)` gives each request its own URL (autocannon's setupRequest); without it every request is the same. */
async function measure(name, url, vary, { warm }) {
  const first = await fetch(vary ? vary(url) : url);
  if (!first.ok) throw new Error(`${name}: ${url} answered ${first.status}: ${await first.text()}`);
  const nextPath = () => {
    const next = new URL(vary(url));
    return next.pathname + next.search;
  };
  const options = vary ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {};
  if (warm) await new Promise((resolve) => autocannon({ url, connections, duration: 2, ...options }, resolve));
  const result = await load(url, options);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchQuotes() {
  run('npm', ['run', 'build', '-w', 'apps/server']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-'));
  const serverPort = 18_471;
  const barePort = 18_472;
  const server = await startProcess(
    ['apps/server/dist/main.js'],
    {
      PORT: String(serverPort), HOST: '127.0.0.1', FERRY_MODE: 'sandbox', FERRY_DATA_DIR: dataDir, LOG_LEVEL: logLevel,
      RATE_LIMIT_PER_MINUTE: '100000000', DATABASE_URL: '', REDIS_URL: '', WIDGET_DIST: '/nonexistent',
    },
    'Ferry is running',
  );
  const bare = await startProcess(['-e', BARE_SERVER], { PORT: String(barePort) }, 'bare ready');
  try {
    const query = new URLSearchParams({
      fiatAmount: '250', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum',
      paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo', isBuyOrSell: 'BUY',
    });
    const quoteUrl = `http://127.0.0.1:${serverPort}/api/v1/widget/quotes?${query}`;
    // Every request a different amount (100.00 to 999.99 EUR): no remembered answer or figures, each
    // quote priced, signed and written anew.
    let cents = 0;
    const everyAmountNew = (url) => {
      cents = (cents + 1) % 90_000;
      const amount = 10_000 + cents;
      return url.replace('fiatAmount=250', `fiatAmount=${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`);
    };
    const endpoints = [
      ['bare node:http', `http://127.0.0.1:${barePort}/`],
      ['GET widget/quotes', quoteUrl],
      ['  every amount new', quoteUrl, everyAmountNew],
      // An ordinary small route through the whole pipeline: headers, CORS, rate limit, zod validation
      // and zod serializer (a remembered quote skips the last two).
      ['GET get/country', `http://127.0.0.1:${serverPort}/api/v1/get/country`],
    ];
    // The machine's speed drifts over a run (other tenants, CPU frequency): the endpoints take turns
    // round after round, and each figure is the median of its rounds, each ratio the median of the
    // ratios of the same round.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results = [];
      for (const [name, url, vary] of endpoints) results.push(await measure(name, url, vary, { warm: round === 0 }));
      rounds.push(results);
    }
    const pick = (index) => {
      const ordered = rounds.map((results) => results[index]).sort((a, b) => a.rps - b.rps);
      return ordered[Math.floor(ordered.length / 2)];
    };
    const ratioOf = (index) => rounds.map((results) => results[index].rps / results[0].rps);
    const [bareResult, quoteResult, quoteMissResult, floorResult] = endpoints.map((_, index) => pick(index));
    const ratios = { quote: ratioOf(1), quoteMiss: ratioOf(2), floor: ratioOf(3) };
    return { bareResult, quoteResult, quoteMissResult, floorResult, ratios };
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000).unref();
  }
}

function exchangeRouteJavaScript() {
  const distDir = path.join(root, 'apps/widget/dist');
  // Always built here, as the server is: a dist/ left from another checkout state once gave a
  // first-load and Lighthouse figure of code that was not the checkout's.
  run('npm', ['run', 'build', '-w', 'apps/widget']);
  return measureFirstLoad(distDir);
}

const ms = (value) => `${value.toFixed(2)} ms`;
const { bareResult, quoteResult, quoteMissResult, floorResult, ratios } = await benchQuotes();
console.log(`\nLoad: ${connections} connections, ${seconds} s each, ${ROUNDS} rounds (medians), loopback, server LOG_LEVEL=${logLevel}`);
console.log('endpoint                 req/s      p50        p99');
for (const result of [bareResult, quoteResult, quoteMissResult, floorResult]) {
  console.log(`${result.name.padEnd(24)} ${String(Math.round(result.rps)).padStart(7)}  ${ms(result.p50).padStart(9)}  ${ms(result.p99).padStart(9)}`);
}
const rounded = (values) => values.map((value) => value.toFixed(2)).join(', ');
const ratio = median(ratios.quote);
console.log(`quotes / bare throughput: ${ratio.toFixed(2)} (aim >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW AIM'}; rounds: ${rounded(ratios.quote)}`);
console.log(`quotes with every amount new / bare: ${median(ratios.quoteMiss).toFixed(2)} (each quote priced and signed anew); rounds: ${rounded(ratios.quoteMiss)}`);
console.log(`get/country / bare: ${median(ratios.floor).toFixed(2)} (a small route through validation and the zod serializer); rounds: ${rounded(ratios.floor)}`);

run(process.execPath, [path.join(root, 'scripts/bench-cpu.mjs')], { BENCH_SKIP_BUILD: '1' });

const js = exchangeRouteJavaScript();
console.log('\nExchange route first-load JavaScript (brotli, quality 11; entry and the exchange route, dist/.vite/first-load.json)');
printFirstLoad(js);
for (const problem of budgetProblems(js)) console.log(`  size budget: ${problem}`);

await benchLighthouse({ root, log: console.log });

run('npm', ['run', 'build', '-w', 'packages/sdk']);
console.log('\nPartner SDK core (brotli, quality 11), budget 2048 bytes');
for (const file of ['ferry.js', 'ferry.mjs', 'react.mjs']) {
  const source = fs.readFileSync(path.join(root, 'packages/sdk/dist', file));
  const brotli = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const verdict = file === 'react.mjs' ? '(React wrapper, on top of the core)' : brotli <= 2048 ? 'OK' : 'OVER BUDGET';
  console.log(`  ${file.padEnd(12)} ${String(source.length).padStart(6)} raw ${String(brotli).padStart(5)} br ${verdict}`);
}

// Issue 14's Redis-outage figure, when a Redis answers (REDIS_URL, default the local one).
const redisUp = await new Promise((resolve) => {
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const socket = net.connect(Number(target.port || 6379), target.hostname, () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
});
if (redisUp) run(process.execPath, [path.join(root, 'scripts/bench-redis-outage.mjs')]);
else console.log('\nRedis stopped mid-run: no Redis at REDIS_URL, figure skipped');

// Issue 17: create-order on both databases (scripts/bench-orders.mjs) and the idle memory (scripts/bench-memory.mjs),
// on the server built above.
printOrders(await benchOrders());
printMemory(await benchMemory());
process.exit(0);
