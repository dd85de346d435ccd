import { type Param, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** A drizzle transaction over Ferry's database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a write goes: the database, or the transaction of the state change it belongs to. */
export type Executor = Database | Transaction;

/** pg-boss's `db` option: it runs its SQL through this, so a job can join the caller's transaction. */
export type PgBossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** pg-boss writes `$n` placeholders; drizzle takes its parameters as chunks (`paramOf` may put an expression around one). */
export function sqlFromText(text: string, values: readonly unknown[], paramOf: (value: unknown) => SQL | Param = (value) => sql.param(value)): SQL {
  const chunks = text.split(/\$(\d+)/).map((part, index) => (index % 2 === 0 ? sql.raw(part) : paramOf(values[Number(part) - 1])));
  return sql.join(chunks);
}

/** pg-boss over a drizzle database or transaction (one statement at a time, as its job calls are). */
export function pgBossDbOf(executor: Executor): PgBossDb {
  return {
    async executeSql(text, values = []) {
      const result = (await executor.execute(sqlFromText(text, values))) as unknown as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}
