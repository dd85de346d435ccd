import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AltchaPayload } from '@ferry/contracts';
import { createChallenge } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { spentBotChallenges } from '../../db/schema/index.js';
import type { BotCheckProvider, BotCheckResult } from './bot-check.js';

export const ALTCHA_CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_TOKEN_LENGTH = 2048;

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
const hmacHex = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function decode(token: string): AltchaPayload | null {
  try {
    const parsed = AltchaPayload.safeParse(
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The challenge's expiry (seconds), signed inside its salt as `?expires=`. */
function expiresAtOf(salt: string): Date | null {
  const seconds = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  return Number.isSafeInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

/**
 * Self-hosted ALTCHA (v1 SHA-256 proof of work, the format of the `altcha` widget 2.x).
 * Challenges expire after 5 minutes and are single use: a spent signature is kept until expiry.
 */
export function createAltchaBotCheck({
  db,
  hmacKey,
  maxNumber,
}: {
  db: Database;
  hmacKey: string;
  maxNumber: number;
}): BotCheckProvider {
  return {
    name: 'altcha',
    async createChallenge(now) {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxnumber: maxNumber,
        expires: new Date(now.getTime() + ALTCHA_CHALLENGE_TTL_MS),
      });
      return { provider: 'altcha', ...challenge, algorithm: 'SHA-256', maxnumber: maxNumber };
    },
    async verify(token, now): Promise<BotCheckResult> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return 'failed';
      const payload = decode(token);
      if (!payload) return 'failed';
      if (!sameHex(sha256Hex(payload.salt + payload.number), payload.challenge)) return 'failed';
      if (!sameHex(hmacHex(hmacKey, payload.challenge), payload.signature)) return 'failed';
      const expiresAt = expiresAtOf(payload.salt);
      if (!expiresAt) return 'failed';
      if (expiresAt.getTime() <= now.getTime()) return 'expired';
      await db.delete(spentBotChallenges).where(lt(spentBotChallenges.expiresAt, now));
      const spent = await db
        .insert(spentBotChallenges)
        .values({ challengeId: payload.signature, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: spentBotChallenges.challengeId });
      return spent.length === 1 ? 'passed' : 'failed';
    },
  };
}
