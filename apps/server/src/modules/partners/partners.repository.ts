import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/schema/index.js';

export type PartnerRow = typeof partners.$inferSelect;

export async function findPartnerByApiKey(db: Database, apiKey: string): Promise<PartnerRow | null> {
  const rows = await db.select().from(partners).where(eq(partners.apiKey, apiKey)).limit(1);
  return rows[0] ?? null;
}
