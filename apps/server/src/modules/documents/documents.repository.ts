import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kycDocuments, users } from '../../db/schema/index.js';

export type DocumentRow = typeof kycDocuments.$inferSelect;

/**
 * Inserts the document unless the user already has `max`: the user's row is locked for the count
 * and the insert, so parallel uploads are counted one after another. Null when over the cap.
 */
export async function insertDocumentWithin(db: Database, row: Omit<DocumentRow, 'id'>, max: number): Promise<DocumentRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [counted] = await tx.select({ value: count() }).from(kycDocuments).where(eq(kycDocuments.userId, row.userId));
    if ((counted?.value ?? 0) >= max) return null;
    const [inserted] = await tx.insert(kycDocuments).values(row).returning();
    if (!inserted) throw new Error('document insert returned no row');
    return inserted;
  });
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
