import type { AppContext } from '../../context.js';
import { accessTokens } from '../../db/schema/index.js';
import { generateToken, sha256Hex } from '../auth/secrets.js';
import { recordVerifiedLogin } from '../users/users.service.js';

/**
 * The access token of a user whose e-mail the partner vouches for (a one-time token): the same
 * token the e-mail code sign-in issues (256 random bits, stored as SHA-256, ACCESS_TOKEN_TTL_HOURS).
 * It belongs in the auth module's service; it lives here until that module offers it, and writes
 * the auth module's table directly for that reason only.
 */
export async function issueUserAccessToken(
  ctx: AppContext,
  { email }: { email: string },
): Promise<string> {
  const { userId } = await recordVerifiedLogin(ctx, { email, acceptTerms: false });
  const now = ctx.now();
  const accessToken = generateToken();
  await ctx.db.insert(accessTokens).values({
    tokenHash: sha256Hex(accessToken),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.ACCESS_TOKEN_TTL_HOURS * 60 * 60_000),
  });
  return accessToken;
}
