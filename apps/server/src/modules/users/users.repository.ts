import { eq } from 'drizzle-orm';
import { type Language, PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from '@ferry/contracts';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** Creates the user at its first verified login, or records the login; terms only when accepted now, the language only when asked. */
export async function upsertVerifiedUser(
  db: Database,
  { email, now, acceptTerms, language }: { email: string; now: Date; acceptTerms: boolean; language: Language | null },
): Promise<UserRow> {
  const terms = acceptTerms
    ? {
        termsOfServiceVersion: TERMS_OF_SERVICE_VERSION,
        privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        tncAcceptedAt: now,
      }
    : {};
  const rows = await db
    .insert(users)
    .values({ email, emailVerified: true, createdAt: now, lastLoginAt: now, ...terms, ...(language ? { language } : {}) })
    .onConflictDoUpdate({
      target: users.email,
      set: { emailVerified: true, lastLoginAt: now, ...terms, ...(language ? { language } : {}) },
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('upsert of a user returned no row');
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Saves the billing address on the user (one per user; a new one replaces it). */
export async function updateBillingAddress(db: Database, { userId, billingAddress }: { userId: string; billingAddress: unknown }): Promise<void> {
  await db.update(users).set({ billingAddress }).where(eq(users.id, userId));
}

export async function updateUserLanguage(db: Database, { userId, language }: { userId: string; language: Language }): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
