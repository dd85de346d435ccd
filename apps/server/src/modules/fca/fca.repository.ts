import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@ferry/contracts';
import type { Database } from '../../db/client.js';
import { fcaAttempts, fcaProfiles, users } from '../../db/schema/index.js';
import type { Executor } from '../../events/executor.js';
import { storedLanguage } from '../../i18n/stored-language.js';

export type FcaProfileRow = typeof fcaProfiles.$inferSelect;
export type FcaAttemptRow = typeof fcaAttempts.$inferInsert;

export async function findFcaProfile(db: Executor, userId: string): Promise<FcaProfileRow | null> {
  const [row] = await db.select().from(fcaProfiles).where(eq(fcaProfiles.userId, userId));
  return row ?? null;
}

/** The profile of an e-mail's user, with the user id (the sandbox console knows users by e-mail). */
export async function findFcaProfileByEmail(db: Database, email: string): Promise<{ userId: string; profile: FcaProfileRow | null } | null> {
  const [row] = await db
    .select({ userId: users.id, profile: fcaProfiles })
    .from(users)
    .leftJoin(fcaProfiles, eq(fcaProfiles.userId, users.id))
    .where(eq(users.email, email));
  return row ?? null;
}

/** The address the cooling-off e-mail goes to, and the language the user last used. */
export async function findAddresseeOfUser(db: Database, userId: string): Promise<{ email: string; language: Language } | null> {
  const [row] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  return row ? { email: row.email, language: storedLanguage(row.language) } : null;
}

/** Stores the category with the name signed and the time; categorising again replaces them. */
export async function saveCategorisation(
  db: Database,
  values: { userId: string; categorization: string; categorizedName: string; evaluation: unknown; now: Date },
): Promise<void> {
  const { userId, now, ...category } = values;
  const set = { ...category, categorizedAt: now, updatedAt: now };
  await db
    .insert(fcaProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: fcaProfiles.userId, set });
}

export type AttemptStateChange = {
  failedAttempts: number;
  retryAt: Date | null;
  passedAt: Date | null;
  coolingOffEndsAt: Date | null;
};

/**
 * Scores the attempt once: the profile moves on only from the attempt it was at (not passed, the
 * same failures counted), and the attempt's row is kept. False when another submit got there first.
 */
export async function recordScoredAttempt(
  tx: Executor,
  { userId, fromFailedAttempts, change, attempt }: { userId: string; fromFailedAttempts: number; change: AttemptStateChange; attempt: FcaAttemptRow },
): Promise<boolean> {
  const moved = await tx
    .update(fcaProfiles)
    .set({ ...change, updatedAt: attempt.submittedAt })
    .where(and(eq(fcaProfiles.userId, userId), eq(fcaProfiles.failedAttempts, fromFailedAttempts), isNull(fcaProfiles.passedAt)))
    .returning({ userId: fcaProfiles.userId });
  if (moved.length === 0) return false;
  await tx.insert(fcaAttempts).values(attempt);
  return true;
}

/** Sandbox clock control: the timers as moved. */
export async function saveTimers(
  db: Executor,
  { userId, retryAt, coolingOffEndsAt, now }: { userId: string; retryAt: Date | null; coolingOffEndsAt: Date | null; now: Date },
): Promise<void> {
  await db.update(fcaProfiles).set({ retryAt, coolingOffEndsAt, updatedAt: now }).where(eq(fcaProfiles.userId, userId));
}

/** Marks the cooling-off e-mail sent; false when it had been sent already. */
export async function markCoolingOffMailed(db: Database, { userId, now }: { userId: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(fcaProfiles)
    .set({ coolingOffMailedAt: now })
    .where(and(eq(fcaProfiles.userId, userId), isNull(fcaProfiles.coolingOffMailedAt)))
    .returning({ userId: fcaProfiles.userId });
  return rows.length > 0;
}
