import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements.js';

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`create table items (id uuid primary key, name text not null unique, amount numeric, data jsonb, at timestamptz, n int)`);
});
afterAll(async () => {
  await pg.close();
});

/** The statements PostgreSQL holds prepared, read past the client under test (PGlite's own query). */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await pg.query<{ statement: string }>(`select statement from pg_prepared_statements where name like 'ferry_%'`);
  return rows.map((row) => row.statement);
}

describe('PGlite with named prepared statements', () => {
  it('answers what PGlite itself answers: rows, fields, counts, parameters of every type, array mode and parsers', async () => {
    const client = withPreparedStatements(pg);
    const insert = 'insert into items (id, name, amount, data, at, n) values ($1, $2, $3, $4, $5, $6) returning *';
    const values = ['0b7c1f3e-5a2d-4e8b-9c61-7d2e4f1a3b59', 'first', '12.345678901234567890', { a: [1, 'x'] }, new Date('2026-11-28T04:00:00.123Z'), null];
    const inserted = await client.query(insert, values);
    expect(inserted.rows).toEqual([{ id: values[0], name: 'first', amount: '12.345678901234567890', data: { a: [1, 'x'] }, at: new Date('2026-11-28T04:00:00.123Z'), n: null }]);
    expect(inserted.affectedRows).toBe(1);
    const select = 'select name, amount, at from items where name = $1';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const ours = await client.query(select, ['first'], options);
    const theirs = await pg.query(select, ['first'], options);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(await client.query(select, ['nobody'])).toMatchObject({ rows: [] });
    const updated = await client.query('update items set n = $1 where name = $2', [7, 'first']);
    expect(updated).toMatchObject({ affectedRows: 1, rows: [] });
    // Whole results, as PGlite's own query makes them (the second run of each text too).
    for (const [text, params] of [
      ['select * from items where name = $1', ['first']],
      ['select count(*) as count, sum(amount) as total, array_agg(name) as names from items', []],
      ['update items set n = n + 1 where name = $1 returning n, data', ['first']],
      ['delete from items where name = $1', ['nobody']],
    ] as const) {
      for (const config of [undefined, options]) {
        const mine = await client.query(text, [...params], config);
        expect(mine).toEqual({ ...(await pg.query(text, [...params], config)), ...(text.startsWith('update') ? { rows: mine.rows } : {}) });
      }
    }
  });

  it('prepares a text once and runs it again from there', async () => {
    const client = withPreparedStatements(pg);
    const text = 'select count(*)::int as count from items where n = $1';
    for (const n of [7, 7, 8]) await client.query(text, [n]);
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('keeps at most `size` statements prepared, closing the least recently used', async () => {
    await pg.exec('deallocate all');
    const client = withPreparedStatements(pg, { size: 2 });
    const texts = [1, 2, 3, 4].map((n) => `select ${n} as n`);
    for (const text of [texts[0], texts[1], texts[0], texts[2], texts[3]]) await client.query(text!);
    expect((await preparedTexts()).sort()).toEqual([texts[2], texts[3]]);
    expect((await client.query<{ n: number }>(texts[1]!)).rows).toEqual([{ n: 2 }]);
  });

  it('a statement that fails is not kept, and its error is PostgreSQL’s with the code', async () => {
    await pg.exec('deallocate all');
    const client = withPreparedStatements(pg);
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    const insert = 'insert into items (id, name) values ($1, $2)';
    await expect(client.query(insert, ['5a2d4e8b-0b7c-4f3e-9c61-7d2e4f1a3b59', 'first'])).rejects.toMatchObject({ code: '23505', query: insert });
    expect(await preparedTexts()).toEqual([insert]);
    expect((await client.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('a table changed under a statement: prepared again and answered with the new columns', async () => {
    const client = withPreparedStatements(pg);
    await pg.exec('create table changing (a int); insert into changing values (1)');
    expect((await client.query('select * from changing')).rows).toEqual([{ a: 1 }]);
    await pg.exec('alter table changing add column b int');
    expect((await client.query('select * from changing')).rows).toEqual([{ a: 1, b: null }]);
  });

  it('in a transaction: its statements are prepared too, a rollback undoes them, other queries wait for its end', async () => {
    const client = withPreparedStatements(pg);
    const count = 'select count(*)::int as count from items where name like $1';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values ($1, $2)', ['9c617d2e-4f1a-4b59-8b0c-1f3e5a2d4e8b', 'in-tx']);
      expect((await tx.query<{ count: number }>(count, ['in-tx'])).rows).toEqual([{ count: 1 }]);
      await held;
      await tx.rollback();
    });
    const outside = client.query<{ count: number }>(count, ['in-tx']);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ count: 0 }]);
    expect(await preparedTexts()).toContain(count);
  });
});
