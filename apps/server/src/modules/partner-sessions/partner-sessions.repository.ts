import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeTokens, widgetSessions } from '../../db/schema/index.js';

export type WidgetSessionRow = typeof widgetSessions.$inferSelect;

export async function insertWidgetSession(
  db: Database,
  row: typeof widgetSessions.$inferInsert,
): Promise<void> {
  await db.insert(widgetSessions).values(row);
}

/**
 * Marks the session used and returns it, in one statement: of two concurrent openings exactly
 * one gets the row. Expired or used sessions return nothing.
 */
export async function consumeWidgetSession(
  db: Database,
  idHash: string,
  now: Date,
): Promise<WidgetSessionRow | null> {
  const rows = await db
    .update(widgetSessions)
    .set({ usedAt: now })
    .where(
      and(
        eq(widgetSessions.idHash, idHash),
        isNull(widgetSessions.usedAt),
        gt(widgetSessions.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function insertOneTimeToken(
  db: Database,
  row: typeof oneTimeTokens.$inferInsert,
): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

/** Same single-use guarantee as sessions; a token only opens for the partner that created it. */
export async function consumeOneTimeToken(
  db: Database,
  { tokenHash, partnerApiKey, now }: { tokenHash: string; partnerApiKey: string; now: Date },
): Promise<{ email: string } | null> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.partnerApiKey, partnerApiKey),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ email: oneTimeTokens.email });
  return rows[0] ?? null;
}
