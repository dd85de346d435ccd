import pg from 'pg';
import type { DatabaseHandle } from './client.js';

type Queryable = { query: (...args: never[]) => Promise<unknown>; exec?: (...args: never[]) => Promise<unknown> };
type PgliteClient = Queryable & { transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T> };

/**
 * Counts the statements a piece of work sends to the database, one per round trip: the driver's own
 * query function is wrapped (node-postgres: every Client's `query`, BEGIN and COMMIT included;
 * PGlite: its `query`, `exec` and a transaction's, plus the BEGIN and COMMIT it sends itself).
 * For tests: `const counter = countRoundTrips(database); ...; counter.stop()`.
 */
export function countRoundTrips(database: DatabaseHandle): { readonly count: number; readonly statements: string[]; reset: () => void; stop: () => void } {
  const statements: string[] = [];
  const note = (text: unknown) => statements.push(typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? text));
  const restore: Array<() => void> = [];
  const wrap = <O extends object, K extends keyof O>(owner: O, key: K, before: (args: unknown[]) => void) => {
    const original = owner[key] as unknown as (...args: unknown[]) => unknown;
    (owner as Record<K, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
      before(args);
      return original.apply(this, args);
    };
    restore.push(() => ((owner as Record<K, unknown>)[key] = original));
  };
  if (database.kind === 'postgres') {
    wrap(pg.Client.prototype, 'query', (args) => note(args[0]));
  } else {
    const client = (database.db as unknown as { $client: PgliteClient }).$client;
    wrap(client, 'query', (args) => note(args[0]));
    wrap(client, 'exec', (args) => note(args[0]));
    const transaction = client.transaction;
    client.transaction = function <T>(this: PgliteClient, work: (tx: Queryable) => Promise<T>) {
      note('BEGIN');
      return transaction
        .call(this, (tx: Queryable) => {
          wrap(tx, 'query', (args) => note(args[0]));
          if (tx.exec) wrap(tx as Required<Queryable>, 'exec', (args) => note(args[0]));
          return work(tx);
        })
        .finally(() => note('COMMIT'));
    } as PgliteClient['transaction'];
    restore.push(() => (client.transaction = transaction));
  }
  return {
    get count() {
      return statements.length;
    },
    statements,
    reset: () => statements.splice(0),
    stop: () => restore.splice(0).reverse().forEach((undo) => undo()),
  };
}
