import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankAccounts } from '../../db/schema/index.js';

export type BankRow = typeof bankAccounts.$inferSelect;

/** Saves the account once per user; adding it again answers the row already there. */
export async function insertBankIfNew(db: Database, values: typeof bankAccounts.$inferInsert): Promise<BankRow> {
  await db.insert(bankAccounts).values(values).onConflictDoNothing({ target: [bankAccounts.userId, bankAccounts.type, bankAccounts.accountKey] });
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, values.userId), eq(bankAccounts.type, values.type), eq(bankAccounts.accountKey, values.accountKey)));
  if (!row) throw new Error('saving a bank account returned no row');
  return row;
}

export function listUserBanks(db: Database, userId: string): Promise<BankRow[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.createdAt));
}

export async function findUserBank(db: Database, { userId, bankId }: { userId: string; bankId: string }): Promise<BankRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankId), eq(bankAccounts.userId, userId)));
  return row ?? null;
}
