import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { widgetParamRejections } from '../../db/schema/index.js';

export type ParamRejectionRow = typeof widgetParamRejections.$inferInsert;

export async function insertParamRejections(
  db: Database,
  rows: ParamRejectionRow[],
): Promise<void> {
  if (rows.length > 0) await db.insert(widgetParamRejections).values(rows);
}

export async function deleteParamRejectionsBefore(
  db: Database,
  partnerApiKey: string,
  before: Date,
): Promise<void> {
  await db
    .delete(widgetParamRejections)
    .where(
      and(
        eq(widgetParamRejections.partnerApiKey, partnerApiKey),
        lt(widgetParamRejections.reportedAt, before),
      ),
    );
}

export async function listParamRejections(db: Database, partnerApiKey: string, limit: number) {
  return db
    .select({
      name: widgetParamRejections.name,
      value: widgetParamRejections.value,
      reason: widgetParamRejections.reason,
      reportedAt: widgetParamRejections.reportedAt,
    })
    .from(widgetParamRejections)
    .where(eq(widgetParamRejections.partnerApiKey, partnerApiKey))
    .orderBy(desc(widgetParamRejections.reportedAt), desc(widgetParamRejections.id))
    .limit(limit);
}
