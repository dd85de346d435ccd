import { and, asc, desc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Language, StreamDepositStatus } from '@ferry/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../events/executor.js';
import { storedLanguage } from '../../i18n/stored-language.js';
import { events, streamDeposits, streamRefundWallets, streamSettings, streamWallets, users } from '../../db/schema/index.js';

export type StreamSettingsRow = typeof streamSettings.$inferSelect;
export type StreamWalletRow = typeof streamWallets.$inferSelect;
export type RefundWalletRow = typeof streamRefundWallets.$inferSelect;
export type StreamDepositRow = typeof streamDeposits.$inferSelect;
export type StreamDepositPatch = Partial<Omit<typeof streamDeposits.$inferInsert, 'id' | 'userId' | 'status' | 'createdAt'>>;

export async function findStreamSettings(db: Executor, userId: string): Promise<StreamSettingsRow | null> {
  const [row] = await db.select().from(streamSettings).where(eq(streamSettings.userId, userId));
  return row ?? null;
}

/** The first save: null when a row exists already (a concurrent POST won). */
export async function insertStreamSettings(db: Database, values: typeof streamSettings.$inferInsert): Promise<StreamSettingsRow | null> {
  const [row] = await db.insert(streamSettings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** An update keeps the onboarding partner: only the payout and the flow change. */
export async function updateStreamSettings(
  db: Database,
  userId: string,
  values: Pick<StreamSettingsRow, 'fiatCurrency' | 'paymentMethod' | 'flowType' | 'payoutType' | 'payoutId' | 'moneyTransferType' | 'updatedAt'>,
): Promise<StreamSettingsRow | null> {
  const [row] = await db.update(streamSettings).set(values).where(eq(streamSettings.userId, userId)).returning();
  return row ?? null;
}

/** Inserts the address unless the user has one for the asset already; answers the stored one either way. */
export async function insertOrFindStreamWallet(db: Database, values: typeof streamWallets.$inferInsert): Promise<StreamWalletRow> {
  await db.insert(streamWallets).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(streamWallets)
    .where(and(eq(streamWallets.userId, values.userId), eq(streamWallets.cryptoCurrency, values.cryptoCurrency), eq(streamWallets.network, values.network)));
  if (!row) throw new Error('stream wallet neither inserted nor found');
  return row;
}

export async function findStreamWalletByAddress(db: Executor, { network, address }: { network: string; address: string }): Promise<StreamWalletRow | null> {
  const [row] = await db.select().from(streamWallets).where(and(eq(streamWallets.network, network), eq(streamWallets.address, address)));
  return row ?? null;
}

export async function findRefundWallet(db: Executor, key: { userId: string; cryptoCurrency: string; network: string }): Promise<RefundWalletRow | null> {
  const [row] = await db
    .select()
    .from(streamRefundWallets)
    .where(and(eq(streamRefundWallets.userId, key.userId), eq(streamRefundWallets.cryptoCurrency, key.cryptoCurrency), eq(streamRefundWallets.network, key.network)));
  return row ?? null;
}

export async function upsertRefundWallet(db: Executor, values: typeof streamRefundWallets.$inferInsert): Promise<RefundWalletRow> {
  const [row] = await db
    .insert(streamRefundWallets)
    .values(values)
    .onConflictDoUpdate({
      target: [streamRefundWallets.userId, streamRefundWallets.cryptoCurrency, streamRefundWallets.network],
      set: { walletAddress: values.walletAddress, addressAdditionalData: values.addressAdditionalData, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error('upsert of a refund wallet returned no row');
  return row;
}

/** A deposit once per custody transaction: null when it was recorded before (reported twice, or by two instances). */
export async function insertDepositIfNew(db: Executor, values: typeof streamDeposits.$inferInsert): Promise<StreamDepositRow | null> {
  const [row] = await db.insert(streamDeposits).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findDeposit(db: Executor, id: string): Promise<StreamDepositRow | null> {
  const [row] = await db.select().from(streamDeposits).where(eq(streamDeposits.id, id));
  return row ?? null;
}

export async function findDepositByTransaction(db: Executor, custodyTransactionId: string): Promise<StreamDepositRow | null> {
  const [row] = await db.select().from(streamDeposits).where(eq(streamDeposits.custodyTransactionId, custodyTransactionId));
  return row ?? null;
}

export function listUserDeposits(db: Database, userId: string, limit: number): Promise<StreamDepositRow[]> {
  return db.select().from(streamDeposits).where(eq(streamDeposits.userId, userId)).orderBy(desc(streamDeposits.createdAt)).limit(limit);
}

export function listAwaitingRefund(db: Executor, key: { userId: string; cryptoCurrency: string; network: string }): Promise<StreamDepositRow[]> {
  return db
    .select()
    .from(streamDeposits)
    .where(
      and(
        eq(streamDeposits.userId, key.userId),
        eq(streamDeposits.cryptoCurrency, key.cryptoCurrency),
        eq(streamDeposits.network, key.network),
        eq(streamDeposits.status, 'AWAITING_REFUND_ADDRESS'),
      ),
    );
}

/** The one way a deposit moves: `UPDATE ... WHERE id AND status = from`; null when another step won. */
export async function moveDepositRow(
  db: Executor,
  change: { id: string; from: StreamDepositStatus; to: StreamDepositStatus; patch: StreamDepositPatch; at: Date },
): Promise<StreamDepositRow | null> {
  const [row] = await db
    .update(streamDeposits)
    .set({ ...change.patch, status: change.to, updatedAt: change.at })
    .where(and(eq(streamDeposits.id, change.id), eq(streamDeposits.status, change.from)))
    .returning();
  return row ?? null;
}

/** The address a stream notice is sent to and the user's language (the users table is shared; the users module has no e-mail lookup by id). */
export async function findAddresseeOfUser(db: Executor, userId: string): Promise<{ email: string; language: Language } | null> {
  const [row] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  return row ? { email: row.email, language: storedLanguage(row.language) } : null;
}

/** The user's stream events after a position, oldest first: found by the deposits' ids (the outbox's subject index). */
export function listUserStreamEvents(db: Database, { userId, afterSeq, limit }: { userId: string; afterSeq: number; limit: number }) {
  const deposits = db.select({ id: sql<string>`${streamDeposits.id}::text` }).from(streamDeposits).where(eq(streamDeposits.userId, userId));
  return db
    .select()
    .from(events)
    .where(and(inArray(events.subject, deposits), like(events.type, 'stream.deposit.%'), gt(events.seq, afterSeq)))
    .orderBy(asc(events.seq))
    .limit(limit);
}
