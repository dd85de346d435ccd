import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into table (...) select ... where onlyIf`: a row written only when a condition holds, as
 * a data-modifying CTE of a statement that writes what the row depends on in its other parts
 * (issue 17: a change, its history and its event in one round trip). Each value is encoded by its
 * column and cast to the column's type (a bare parameter in a select list would be text).
 */
export function insertWhere<T extends PgTable>(table: T, values: Partial<T['$inferInsert']>, onlyIf: SQL): SQL {
  const given = values as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => given[key] !== undefined);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const params = sql.join(
    columns.map(([key, column]) => sql`${sql.param(given[key], column)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${params} where ${onlyIf}`;
}
