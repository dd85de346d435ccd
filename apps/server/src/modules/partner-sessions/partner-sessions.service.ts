import {
  type CreateOneTimeTokenResponse,
  type CreateWidgetSessionRequest,
  type CreateWidgetSessionResponse,
  ErrorCode,
  type ExchangeTokenResponse,
  type Language,
  PARTNER_SESSION_TTL_SECONDS,
  type PartnerInfo,
  type WidgetSessionResponse,
} from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { partnerCredentials } from './partner-credentials.service.js';
import {
  consumeOneTimeToken,
  consumeWidgetSession,
  insertOneTimeToken,
  insertWidgetSession,
} from './partner-sessions.repository.js';
import { rejectedWidgetParams } from './params-check.js';
import { queryEntries, toQueryForm } from './query-form.js';
import { signQuery } from './signed-urls.service.js';
import { hashToken, newToken } from './tokens.js';
import { issueAccessToken } from '../auth/auth.service.js';

const expiryFrom = (now: Date) => new Date(now.getTime() + PARTNER_SESSION_TTL_SECONDS * 1000);

/** A partner's server creates a widget session: single use, valid 5 minutes. */
export async function createWidgetSession(
  ctx: AppContext,
  { partner, params }: { partner: PartnerInfo; params: CreateWidgetSessionRequest },
): Promise<CreateWidgetSessionResponse> {
  const widgetParams = toQueryForm(params);
  const rejected = await rejectedWidgetParams(ctx, {
    partner,
    query: { ...widgetParams, apiKey: partner.apiKey },
  });
  const sessionId = newToken('ws');
  const now = ctx.now();
  const expiresAt = expiryFrom(now);
  await insertWidgetSession(ctx.db, {
    idHash: hashToken(sessionId),
    partnerApiKey: partner.apiKey,
    params: widgetParams,
    createdAt: now,
    expiresAt,
  });
  const widgetUrl = new URL('/', ctx.config.publicUrl);
  widgetUrl.searchParams.set('apiKey', partner.apiKey);
  widgetUrl.searchParams.set('sessionId', sessionId);
  return {
    sessionId,
    widgetUrl: widgetUrl.toString(),
    expiresAt: expiresAt.toISOString(),
    rejected,
  };
}

/** GET session: opens the session once; a used, expired or unknown id is refused alike. */
export async function openWidgetSession(
  ctx: AppContext,
  { sessionId }: { sessionId: string },
): Promise<WidgetSessionResponse> {
  const row = await consumeWidgetSession(ctx.db, hashToken(sessionId), ctx.now());
  if (!row) {
    throw new AppError(
      ErrorCode.WIDGET_SESSION_INVALID,
      'This widget session has expired or was already used. Please open the widget again from the partner.',
    );
  }
  await requireActivePartner(ctx, { apiKey: row.partnerApiKey });
  const { secret } = await partnerCredentials(ctx, row.partnerApiKey);
  const entries: Array<[string, string]> = [
    ['apiKey', row.partnerApiKey],
    ...queryEntries(row.params),
  ];
  return {
    partnerApiKey: row.partnerApiKey,
    authContext: { userAccessToken: null },
    widgetParams: row.params,
    signedQuery: secret ? signQuery(entries, secret) : '',
  };
}

/** A one-time token for one user whose e-mail the partner has verified; single use, 5 minutes. */
export async function createOneTimeToken(
  ctx: AppContext,
  { partner, email }: { partner: PartnerInfo; email: string },
): Promise<CreateOneTimeTokenResponse> {
  const ott = newToken('ott');
  const now = ctx.now();
  const expiresAt = expiryFrom(now);
  await insertOneTimeToken(ctx.db, {
    tokenHash: hashToken(ott),
    partnerApiKey: partner.apiKey,
    email,
    createdAt: now,
    expiresAt,
  });
  return { ott, expiresAt: expiresAt.toISOString() };
}

/** POST exchange-token: the one-time token becomes the user's access token (`id`), once. */
export async function exchangeOneTimeToken(
  ctx: AppContext,
  { ott, partnerApiKey, language }: { ott: string; partnerApiKey: string; language: Language | null },
): Promise<ExchangeTokenResponse> {
  await requireActivePartner(ctx, { apiKey: partnerApiKey });
  const token = await consumeOneTimeToken(ctx.db, {
    tokenHash: hashToken(ott),
    partnerApiKey,
    now: ctx.now(),
  });
  if (!token) {
    throw new AppError(
      ErrorCode.ONE_TIME_TOKEN_INVALID,
      'This sign-in link has expired or was already used. Please sign in again.',
    );
  }
  return { id: (await issueAccessToken(ctx, { email: token.email, acceptTerms: false, language })).accessToken };
}
