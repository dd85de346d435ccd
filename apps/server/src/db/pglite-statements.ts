import { messages as messages_, parse, type PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type Message = messages_.BackendMessage;
type Field = { name: string; dataTypeID: number };
type Prepared = { name: string; paramTypes: number[]; fields: Field[] };

/** What drizzle (query, transaction) and pg-boss (query, exec) use of a PGlite client. */
export type StatementClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/** The statements kept prepared: a few hundred texts are Ferry's whole working set; older ones are closed. */
const DEFAULT_SIZE = 250;

const { serialize } = protocol;
/** Statement names unique in the process: two clients over one PGlite never take each other's. */
let sequence = 0;
const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** PostgreSQL's answer when a table changed under a prepared statement so that its rows would differ. */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown })?.code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

/**
 * PGlite's `query` uses the unnamed statement: every call parses, analyses and plans its SQL
 * again, and crosses into PGlite's WebAssembly six times (parse, describe, bind, describe, execute,
 * sync). Issue 17 measured that as about half of PGlite's work on create-order (the bench's
 * server spent 37.1 ms of CPU per order with it, 19.8 ms with this; 21.2 -> 38.2 orders/s).
 * This client keeps a named prepared statement per SQL text, as pgx and asyncpg do for
 * PostgreSQL: a text seen before is bound and executed in one crossing, and PostgreSQL reuses its
 * plan (plan_cache_mode auto: a generic plan once that costs no more than the custom ones). The
 * texts are drizzle's and pg-boss's, with `$n` parameters, so their number is bounded by the code;
 * the least recently used beyond `size` are closed all the same.
 */
export function withPreparedStatements(pg: PGlite, { size = DEFAULT_SIZE }: { size?: number } = {}): StatementClient {
  const statements = new Map<string, Prepared>();
  let toClose: string[] = [];

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `ferry_${(sequence += 1)}`;
    const messages = await pg.execProtocolStream(
      concat([serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const rowDescription = messages.find((message) => message instanceof messages_.RowDescriptionMessage);
    const fields = rowDescription ? rowDescription.fields.map(({ name: field, dataTypeID }) => ({ name: field, dataTypeID })) : [];
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages), fields };
    statements.set(text, prepared);
    if (statements.size > size) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        toClose.push(oldest[1].name);
      }
    }
    return prepared;
  }

  /** Runs under PGlite's query lock (and the transaction's, when in one), as its own query does. */
  async function run(text: string, params: unknown[] = [], options: QueryOptions | undefined, isInTransaction: boolean): Promise<Results> {
    let prepared = statements.get(text);
    if (prepared) {
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text, options);
    }
    const { paramTypes } = prepared;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // Statements evicted (or gone stale) are closed in the same crossing; closing one that is gone is no error.
    const closes = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    let messages: Message[];
    try {
      messages = await pg.execProtocolStream(concat([...closes, serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]), { syncToFs: false });
    } catch (error) {
      if (isStalePlan(error)) {
        statements.delete(text);
        toClose.push(prepared.name);
        // Outside a transaction nothing was done: prepare the text again and run it once more.
        if (!isInTransaction) return run(text, params, options, isInTransaction);
      }
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
    return resultOf(messages, prepared.fields, options);
  }

  /**
   * PGlite's parseResults, for one statement whose columns are known: it copied PGlite's whole
   * parser table (every array type's, some hundreds) into a new object on every call that brings
   * its own parsers, as drizzle's always do: 8 % of the create-order bench's server samples.
   */
  function resultOf(messages: Message[], fields: Field[], options: QueryOptions | undefined): Results {
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pg.parsers[dataTypeID]);
    const isArrayMode = options?.rowMode === 'array';
    const rows: Array<Record<string, unknown>> = [];
    let result: Results = { rows, fields, affectedRows: 0 };
    for (const message of messages) {
      if (message instanceof messages_.DataRowMessage) {
        const values = message.fields.map((text, index) => {
          const parser = parsers[index];
          return text === null ? null : parser ? parser(text, fields[index]!.dataTypeID) : text;
        });
        // Array mode's rows are arrays (drizzle maps them by position).
        rows.push(isArrayMode ? (values as unknown as Record<string, unknown>) : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])));
      } else if (message instanceof messages_.CommandCompleteMessage) {
        const words = message.text.split(' ');
        const command = words[0] ?? '';
        const count = Number.parseInt(words.at(-1) ?? '', 10);
        const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
        result = { rows, fields, command, affectedRows, ...(Number.isNaN(count) ? {} : { rowCount: count }) } as Results;
      }
    }
    return result;
  }

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    // A COPY's blob needs PGlite's own path (it moves the blob in and out around the statement).
    if (options?.blob) return pg.query<T>(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await run(text, params, options, false);
        await pg.syncToFs();
        return result as Results<T>;
      }),
    );
  };

  return {
    query: query as PGlite['query'],
    exec: (text, options) => pg.exec(text, options),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) => {
        const txQuery = async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
          if (tx.closed) throw new Error('Transaction is closed');
          if (options?.blob) return tx.query<R>(text, params, options);
          return pg._runExclusiveQuery(() => run(text, params, options, true)) as Promise<Results<R>>;
        };
        // The transaction's own object, its query replaced (its `closed` getter read through the prototype).
        return work(Object.create(tx, { query: { value: txQuery, writable: true, configurable: true } }) as Transaction);
      }),
  };
}
