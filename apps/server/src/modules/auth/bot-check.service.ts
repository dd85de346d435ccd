import { AUTH_MESSAGES, type BotCheckChallenge, ErrorCode } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';

export async function createBotCheckChallenge(ctx: AppContext): Promise<BotCheckChallenge> {
  return ctx.providers.botCheck.createChallenge(ctx.now());
}

/** Spends the bot-check token or answers the spec's failed or expired message (spec 000 section 8). */
export async function passBotCheck(ctx: AppContext, token: string | undefined): Promise<void> {
  const result = await ctx.providers.botCheck.verify(token, ctx.now());
  if (result === 'expired')
    throw new AppError(ErrorCode.BOT_CHECK_EXPIRED, AUTH_MESSAGES.botCheckExpired);
  if (result !== 'passed')
    throw new AppError(ErrorCode.BOT_CHECK_FAILED, AUTH_MESSAGES.botCheckFailed);
}
