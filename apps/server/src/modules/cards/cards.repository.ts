import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards } from '../../db/schema/index.js';

export type CardRow = typeof cards.$inferSelect;

export function listUserCards(db: Database, userId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)))
    .orderBy(desc(cards.createdAt));
}

/** A card of the user by id; removed cards only when asked for (a payout already promised to one). */
export async function findUserCard(
  db: Database,
  { userId, cardId, includeDeleted = false }: { userId: string; cardId: string; includeDeleted?: boolean },
): Promise<CardRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(cardId)) return null;
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId), includeDeleted ? undefined : isNull(cards.deletedAt)));
  return row ?? null;
}

/** Records the last payout check of a card. */
export async function setCardPayout(
  db: Database,
  { cardId, payoutAllowed, moneyTransferType }: { cardId: string; payoutAllowed: boolean; moneyTransferType: string | null },
): Promise<void> {
  await db.update(cards).set({ payoutAllowed, moneyTransferType }).where(eq(cards.id, cardId));
}

/** Saves the card of a token once per user; saving it again (a retried order) answers the same row. */
export async function upsertUserCard(db: Database, values: typeof cards.$inferInsert): Promise<CardRow> {
  const [inserted] = await db.insert(cards).values(values).onConflictDoNothing({ target: [cards.userId, cards.gatewayToken] }).returning();
  if (inserted) return inserted;
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, values.userId), eq(cards.gatewayToken, values.gatewayToken)));
  if (!row) throw new Error('saving a card returned no row');
  if (row.deletedAt) {
    const [restored] = await db.update(cards).set({ deletedAt: null }).where(eq(cards.id, row.id)).returning();
    return restored ?? row;
  }
  return row;
}

export async function softDeleteUserCard(db: Database, { userId, cardId, at }: { userId: string; cardId: string; at: Date }): Promise<boolean> {
  const rows = await db
    .update(cards)
    .set({ deletedAt: at })
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId), isNull(cards.deletedAt)))
    .returning({ id: cards.id });
  return rows.length > 0;
}
