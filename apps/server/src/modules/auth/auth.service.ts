import {
  AUTH_MESSAGES,
  ErrorCode,
  type GenerateOtpResponse,
  type Language,
  OTP_TTL_MINUTES,
  type VerifyOtpResponse,
} from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { isTermsAcceptanceRequired, recordVerifiedLogin } from '../users/users.service.js';
import {
  consumeLoginCode,
  countLoginCodeAttempt,
  deleteLoginCodesExpiredBefore,
  findLoginCode,
  insertAccessToken,
  replaceLoginCode,
  revokeAccessToken,
} from './auth.repository.js';
import { passBotCheck } from './bot-check.service.js';
import type { SessionUser } from '../../http/require-user.js';
import { generateOtp, generateToken, hashOtp, isSameHex, sha256Hex } from './secrets.js';
import { signInCodeEmail } from './sign-in-email.js';

const OTP_TTL_MS = OTP_TTL_MINUTES * 60_000;
const KEEP_DEAD_CODES_MS = 24 * 60 * 60_000;

/**
 * Generate OTP. Every e-mail gets exactly the same work and the same answer: no user is looked
 * up, and isTncAccepted is false for all (see README.md, "Known and unknown e-mails"). The code
 * e-mail is in the language of this request (no user is looked up for a stored one).
 */
export async function requestLoginCode(
  ctx: AppContext,
  {
    apiKey,
    email,
    botCheckToken,
    throttleEmail,
    requester,
    language,
  }: {
    apiKey: string;
    email: string;
    language: Language;
    botCheckToken: string | undefined;
    throttleEmail: () => Promise<void>;
    /** Who asks (rate-limits.ts requesterOf): a new code replaces only the codes this requester asked for. */
    requester: string;
  },
): Promise<GenerateOtpResponse> {
  await requireActivePartner(ctx, { apiKey });
  await passBotCheck(ctx, botCheckToken);
  await throttleEmail();
  const now = ctx.now();
  const code = generateOtp();
  const stateToken = generateToken();
  await deleteLoginCodesExpiredBefore(ctx.db, new Date(now.getTime() - KEEP_DEAD_CODES_MS));
  await replaceLoginCode(ctx.db, {
    email,
    stateTokenHash: sha256Hex(stateToken),
    codeHash: hashOtp(ctx.config.AUTH_SECRET, stateToken, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    requester,
  });
  await ctx.providers.mail.send(
    signInCodeEmail({ to: email, code, publicUrl: ctx.config.publicUrl, language }),
  );
  return { isTncAccepted: false, email, stateToken };
}

const invalidOtp = () => new AppError(ErrorCode.OTP_INVALID, AUTH_MESSAGES.invalidOtp);

/** Why a code took no more tries: used or replaced, expired, or killed by five wrong tries. */
async function deadCodeError(ctx: AppContext, stateTokenHash: string): Promise<AppError> {
  const row = await findLoginCode(ctx.db, stateTokenHash);
  if (!row || row.consumedAt || row.replacedAt) return invalidOtp();
  if (row.expiresAt.getTime() <= ctx.now().getTime()) {
    return new AppError(
      ErrorCode.OTP_EXPIRED,
      'Your verification code has expired. Please request a new one.',
    );
  }
  return new AppError(
    ErrorCode.OTP_ATTEMPTS_EXCEEDED,
    'Too many wrong codes. Please request a new verification code.',
  );
}

/**
 * Verify OTP: the code must belong to the stateToken and the e-mail, be under 10 minutes old,
 * unused, not replaced and under five tries. Terms are asked only of someone who holds the code.
 */
export async function verifyLoginCode(
  ctx: AppContext,
  input: {
    apiKey: string;
    email: string;
    otp: string;
    stateToken: string;
    isTncAccepted?: boolean | undefined;
    /** The language the sign-in asked for (Accept-Language), stored on the user for later e-mails. */
    language: Language | null;
  },
): Promise<VerifyOtpResponse> {
  await requireActivePartner(ctx, { apiKey: input.apiKey });
  const stateTokenHash = sha256Hex(input.stateToken);
  const code = await findLoginCode(ctx.db, stateTokenHash);
  if (!code || code.email !== input.email) throw invalidOtp();
  const attempt = await countLoginCodeAttempt(ctx.db, code.id, ctx.now());
  if (!attempt) throw await deadCodeError(ctx, stateTokenHash);
  if (!isSameHex(hashOtp(ctx.config.AUTH_SECRET, input.stateToken, input.otp), attempt.codeHash))
    throw invalidOtp();

  const acceptTerms = input.isTncAccepted === true;
  if (!acceptTerms && (await isTermsAcceptanceRequired(ctx, { email: input.email }))) {
    throw new AppError(ErrorCode.TNC_REQUIRED, AUTH_MESSAGES.acceptTerms);
  }
  if (!(await consumeLoginCode(ctx.db, code.id, ctx.now()))) throw invalidOtp();

  return issueAccessToken(ctx, { email: input.email, acceptTerms, language: input.language });
}

/**
 * Records a verified login for the e-mail and issues its access token: 256 random bits, stored
 * as SHA-256, valid ACCESS_TOKEN_TTL_HOURS. Every way of signing in (e-mail code, a partner's
 * one-time token) ends here.
 */
export async function issueAccessToken(
  ctx: AppContext,
  { email, acceptTerms, language }: { email: string; acceptTerms: boolean; language: Language | null },
): Promise<VerifyOtpResponse> {
  const { userId } = await recordVerifiedLogin(ctx, { email, acceptTerms, language });
  const now = ctx.now();
  const accessToken = generateToken();
  const expiresAt = new Date(now.getTime() + ctx.config.ACCESS_TOKEN_TTL_HOURS * 60 * 60_000);
  await insertAccessToken(ctx.db, {
    tokenHash: sha256Hex(accessToken),
    userId,
    createdAt: now,
    expiresAt,
  });
  return { accessToken, expiresAt: expiresAt.toISOString() };
}

export async function logout(
  ctx: AppContext,
  session: SessionUser,
): Promise<{ isLoggedOut: true }> {
  await revokeAccessToken(ctx.db, session.tokenHash, ctx.now());
  return { isLoggedOut: true };
}
