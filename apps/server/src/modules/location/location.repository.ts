import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { scamReferrers } from '../../db/schema/index.js';

export async function isKnownScamReferrer(db: Database, hostname: string): Promise<boolean> {
  const rows = await db.select({ hostname: scamReferrers.hostname }).from(scamReferrers).where(eq(scamReferrers.hostname, hostname)).limit(1);
  return rows.length > 0;
}
