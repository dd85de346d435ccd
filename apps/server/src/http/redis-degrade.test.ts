import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { signIn } from '../modules/auth/auth-test-kit.js';

/** A TCP port where nothing listens: Redis "stopped". */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const warnings = (t: TestApp, text: string) => t.logs.filter((line) => line.includes(text)).length;
const OUTAGE = 'Redis is unreachable: rate limits count per instance until it is back';
const env = { BOT_CHECK_MAX_NUMBER: '1000', RATE_LIMIT_PER_MINUTE: '8', AUTH_REQUESTS_PER_IP: '100000' };

async function countriesCodes(t: TestApp, times: number): Promise<number[]> {
  const codes = [];
  for (let attempt = 0; attempt < times; attempt += 1) codes.push((await t.app.inject({ url: '/api/v1/countries', remoteAddress: '192.0.2.44' })).statusCode);
  return codes;
}

describe('with Redis unreachable, Ferry degrades instead of failing (issue 14)', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('signs in, counts the limits in its own memory, and says so once in the log', async () => {
    t = await createTestApp({ env: { ...env, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
    expect(await signIn(t.app)).toMatch(/.{20,}/);
    expect(await countriesCodes(t, 9)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect(warnings(t, OUTAGE)).toBe(1);
  });
});

/** A TCP relay to the real Redis that the test can cut, as if Redis stopped mid-run. */
async function cuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

// Needs a real Redis; CI's second pass runs it with REDIS_URL set.
describe.runIf(process.env.REDIS_URL)('Redis stopped mid-run', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('keeps signing in and limiting after the cut', async () => {
    const relay = await cuttableRelay(new URL(process.env.REDIS_URL ?? ''));
    t = await createTestApp({ env: { ...env, REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
    expect(await countriesCodes(t, 2)).toEqual([200, 200]);
    expect(warnings(t, OUTAGE)).toBe(0);
    relay.cut();
    expect(await signIn(t.app)).toMatch(/.{20,}/);
    // The shared count of 2 is out of reach: the instance counts again from its own memory.
    expect(await countriesCodes(t, 9)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect(warnings(t, OUTAGE)).toBe(1);
  });
});
