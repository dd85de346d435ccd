import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Language, OTP_MAX_ATTEMPTS } from '@ferry/contracts';
import type { Database } from '../../db/client.js';
import { accessTokens, loginCodes, users } from '../../db/schema/index.js';
import { storedLanguage } from '../../i18n/stored-language.js';

export type LoginCodeRow = typeof loginCodes.$inferSelect;

/** A resend replaces the previous code: every open code of the e-mail is closed in the same transaction. */
export async function replaceLoginCode(
  db: Database,
  code: {
    email: string;
    stateTokenHash: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
    requester: string;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(loginCodes)
      .set({ replacedAt: code.createdAt })
      .where(
        and(
          eq(loginCodes.email, code.email),
          eq(loginCodes.requester, code.requester),
          isNull(loginCodes.consumedAt),
          isNull(loginCodes.replacedAt),
        ),
      );
    await tx.insert(loginCodes).values(code);
  });
}

export async function deleteLoginCodesExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, before));
}

export async function findLoginCode(
  db: Database,
  stateTokenHash: string,
): Promise<LoginCodeRow | null> {
  const rows = await db
    .select()
    .from(loginCodes)
    .where(eq(loginCodes.stateTokenHash, stateTokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Counts one try, atomically: concurrent guesses cannot pass the limit because the row is only
 * updated while it is open, unexpired and under OTP_MAX_ATTEMPTS. Null means the code is dead.
 */
export async function countLoginCodeAttempt(
  db: Database,
  id: string,
  now: Date,
): Promise<{ codeHash: string; attempts: number } | null> {
  const rows = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, id),
        isNull(loginCodes.consumedAt),
        isNull(loginCodes.replacedAt),
        gt(loginCodes.expiresAt, now),
        lt(loginCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: loginCodes.codeHash, attempts: loginCodes.attempts });
  return rows[0] ?? null;
}

/** Single use: only the first of two concurrent verifications consumes the code. */
export async function consumeLoginCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt), isNull(loginCodes.replacedAt)))
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}

export async function insertAccessToken(
  db: Database,
  token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values(token);
}

export type ActiveSession = { userId: string; email: string; tokenHash: string; language: Language };

export async function findActiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | null> {
  const rows = await db
    .select({ userId: users.id, email: users.email, tokenHash: accessTokens.tokenHash, language: users.language })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, language: storedLanguage(row.language) } : null;
}

export async function revokeAccessToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)));
}
