import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kycFormSubmissions, kycProfiles, kycReliances } from '../../db/schema/index.js';

export type KycProfileRow = typeof kycProfiles.$inferSelect;
export type KycSubmissionRow = typeof kycFormSubmissions.$inferSelect;
export type KycRelianceRow = typeof kycReliances.$inferSelect;
export type KycProfilePatch = Partial<Omit<KycProfileRow, 'userId' | 'version' | 'createdAt' | 'onboardingSessionId'>>;

export async function findKycProfile(db: Database, userId: string): Promise<KycProfileRow | null> {
  const rows = await db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** The user's profile, created on first use. */
export async function ensureKycProfile(db: Database, { userId, email, now }: { userId: string; email: string; now: Date }): Promise<KycProfileRow> {
  await db.insert(kycProfiles).values({ userId, email, createdAt: now, updatedAt: now }).onConflictDoNothing();
  const row = await findKycProfile(db, userId);
  if (!row) throw new Error('KYC profile missing after insert');
  return row;
}

/** Applies a change only if nobody changed the profile since `version` was read; true when it did. */
export async function updateKycProfile(
  db: Database,
  { userId, version, patch, now }: { userId: string; version: number; patch: KycProfilePatch; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(kycProfiles)
    .set({ ...patch, version: version + 1, updatedAt: now })
    .where(and(eq(kycProfiles.userId, userId), eq(kycProfiles.version, version)))
    .returning({ userId: kycProfiles.userId });
  return rows.length > 0;
}

export async function findKycProfileByEmail(db: Database, email: string): Promise<KycProfileRow | null> {
  const rows = await db.select().from(kycProfiles).where(eq(kycProfiles.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function listKycSubmissions(db: Database, userId: string): Promise<KycSubmissionRow[]> {
  return db.select().from(kycFormSubmissions).where(eq(kycFormSubmissions.userId, userId));
}

export async function saveKycSubmission(db: Database, row: KycSubmissionRow): Promise<void> {
  await db
    .insert(kycFormSubmissions)
    .values(row)
    .onConflictDoUpdate({
      target: [kycFormSubmissions.userId, kycFormSubmissions.formId],
      set: { values: row.values, source: row.source, submittedAt: row.submittedAt },
    });
}

export async function findReliance(db: Database, { userId, tokenHash }: { userId: string; tokenHash: string }): Promise<KycRelianceRow | null> {
  const rows = await db
    .select()
    .from(kycReliances)
    .where(and(eq(kycReliances.userId, userId), eq(kycReliances.tokenHash, tokenHash)))
    .limit(1);
  return rows[0] ?? null;
}

/** A reliance of this user; another user's id finds nothing. */
export async function findRelianceById(db: Database, { userId, id }: { userId: string; id: string }): Promise<KycRelianceRow | null> {
  const rows = await db
    .select()
    .from(kycReliances)
    .where(and(eq(kycReliances.id, id), eq(kycReliances.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listPendingReliances(db: Database, userId: string): Promise<KycRelianceRow[]> {
  return db
    .select()
    .from(kycReliances)
    .where(and(eq(kycReliances.userId, userId), eq(kycReliances.status, 'PENDING')));
}

/** Inserts the reliance unless this user already started one with the same token; answers the row either way. */
export async function insertReliance(
  db: Database,
  row: Pick<KycRelianceRow, 'userId' | 'tokenHash' | 'provider' | 'checkId' | 'createdAt'>,
): Promise<KycRelianceRow> {
  await db.insert(kycReliances).values(row).onConflictDoNothing();
  const found = await findReliance(db, row);
  if (!found) throw new Error('reliance missing after insert');
  return found;
}

/** Settles a pending reliance once; false if it was already settled. */
export async function settleReliance(
  db: Database,
  { id, status, pendingForms, completedAt }: { id: string; status: 'DONE' | 'FAILED'; pendingForms: string[]; completedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(kycReliances)
    .set({ status, pendingForms, completedAt })
    .where(and(eq(kycReliances.id, id), eq(kycReliances.status, 'PENDING')))
    .returning({ id: kycReliances.id });
  return rows.length > 0;
}
