import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { panVerifications } from '../../db/schema/index.js';

export async function recordPanVerification(db: Database, values: { userId: string; maskedPan: string; verifiedAt: Date }): Promise<void> {
  await db
    .insert(panVerifications)
    .values(values)
    .onConflictDoUpdate({ target: panVerifications.userId, set: { maskedPan: values.maskedPan, verifiedAt: values.verifiedAt } });
}

export async function findPanVerification(db: Database, userId: string): Promise<{ maskedPan: string } | null> {
  const [row] = await db.select({ maskedPan: panVerifications.maskedPan }).from(panVerifications).where(eq(panVerifications.userId, userId));
  return row ?? null;
}
