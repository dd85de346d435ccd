import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kycDocuments } from '../../db/schema/index.js';

export type DocumentRow = typeof kycDocuments.$inferSelect;

export async function insertDocument(db: Database, row: Omit<DocumentRow, 'id'>): Promise<DocumentRow> {
  const [inserted] = await db.insert(kycDocuments).values(row).returning();
  if (!inserted) throw new Error('document insert returned no row');
  return inserted;
}

/** A document of this user; another user's id finds nothing. */
export async function findUserDocument(db: Database, { userId, id }: { userId: string; id: string }): Promise<DocumentRow | null> {
  const rows = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countUserDocuments(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(kycDocuments).where(eq(kycDocuments.userId, userId));
  return row?.value ?? 0;
}
