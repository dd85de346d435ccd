import fs from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { migrationsFolder } from '../db/client.js';

export type Readiness = {
  isReady: boolean;
  database: 'ok' | 'unreachable';
  migrations: 'done' | 'pending' | 'unknown';
  redis: 'ok' | 'unreachable' | 'not configured';
};

type ReadinessDeps = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>; redis: Redis | null };

const CHECK_TIMEOUT_MS = 1000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
}

/**
 * Resolves once the client is connected, or rejects after `ms`. Commands fail at once until then
 * (no offline queue, http/redis-client.ts), so a probe right after the start, before the
 * connection is up, said "unreachable" (CI, the server suite on a loaded machine: /readyz 503 in
 * 26 ms). The listener goes with the timeout: probes of a Redis that is down leave nothing behind.
 */
function connected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`not connected within ${ms} ms`));
    }, ms);
    timer.unref();
    redis.once('ready', onReady);
  });
}

let journalLength: number | null = null;
/** How many migrations the repository holds (its journal): the database must have run them all. */
export function migrationsInRepository(): number {
  journalLength ??= (JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return journalLength;
}

/** What a load balancer needs to know before sending this instance traffic. */
export async function checkReadiness({ executeSql, redis }: ReadinessDeps): Promise<Readiness> {
  const [migrations, redisState] = await Promise.all([
    within(executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'), CHECK_TIMEOUT_MS).then(
      ({ rows }) => ((rows[0] as { n: number } | undefined)?.n === migrationsInRepository() ? 'done' : 'pending') as Readiness['migrations'],
      () => null,
    ),
    redis
      ? within(connected(redis, CHECK_TIMEOUT_MS).then(() => redis.ping()), CHECK_TIMEOUT_MS).then(() => 'ok' as const, () => 'unreachable' as const)
      : Promise.resolve('not configured' as const),
  ]);
  const database = migrations === null ? 'unreachable' : 'ok';
  const state: Readiness = { isReady: false, database, migrations: migrations ?? 'unknown', redis: redisState };
  state.isReady = database === 'ok' && migrations === 'done' && redisState !== 'unreachable';
  return state;
}
