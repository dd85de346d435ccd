import { ErrorCode } from '@ferry/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { SessionUser, Sessions } from './sessions.js';

const ACCESS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type { SessionUser } from './sessions.js';

/** The access token of a call: `Authorization: <token>` as the spec sends it, or `Bearer <token>`. */
export function accessTokenOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  return ACCESS_TOKEN.test(token) ? token : null;
}

/**
 * The gate of every signed-in call: a missing, unknown, expired or revoked token answers
 * 401 UNAUTHORIZED, which logs the widget out (spec 001 section 8). A call that asks for another
 * language than the user's stored one (the widget was opened in it) stores it: e-mails sent
 * later go out in the language the user last used.
 */
export async function requireUser(
  ctx: { sessions: Sessions },
  request: Pick<FastifyRequest, 'headers' | 'askedLanguage'>,
): Promise<SessionUser> {
  const token = accessTokenOf(request);
  const session = token ? await ctx.sessions.findActive(token) : null;
  if (!session)
    throw new AppError(ErrorCode.UNAUTHORIZED, 'Your session has expired. Please log in again.');
  const asked = request.askedLanguage;
  if (asked === null || asked === session.language) return session;
  await ctx.sessions.rememberLanguage(session.userId, asked);
  return { ...session, language: asked };
}
