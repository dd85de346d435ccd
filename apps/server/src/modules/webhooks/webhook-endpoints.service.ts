import { ErrorCode, type WebhookEndpointResponse } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { webhookEndpointProblem } from './webhook-endpoint-url.js';
import { newSigningSecret } from './webhook-signing.js';
import { deleteEndpoint, type EndpointRow, findEndpoint, updateEndpoint, upsertEndpoint } from './webhooks.repository.js';

/** After a rotation the previous secret still signs this long, so the partner can switch without a gap. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

function answer(row: EndpointRow, signingSecret: string | null): WebhookEndpointResponse {
  return {
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt.toISOString(),
    signingSecret,
    previousSecretExpiresAt: row.previousSecret && row.previousSecretExpiresAt ? row.previousSecretExpiresAt.toISOString() : null,
  };
}

/** The secrets that sign a message now: the current one, and the previous one during its grace day. */
export function signingSecretsOf(row: EndpointRow, now: Date): string[] {
  const isPreviousValid = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return isPreviousValid && row.previousSecret ? [row.secret, row.previousSecret] : [row.secret];
}

/**
 * Sets the partner's endpoint. The first call creates the signing secret and answers it (once);
 * changing the URL later keeps the secret. A URL Ferry will not call is refused and nothing changes.
 */
export async function putWebhookEndpoint(ctx: AppContext, { apiKey, url }: { apiKey: string; url: string }): Promise<WebhookEndpointResponse> {
  const problem = webhookEndpointProblem(url, { isSandbox: ctx.config.isSandbox });
  if (problem) throw new AppError(ErrorCode.WEBHOOK_ENDPOINT_INVALID, problem, { params: { reason: problem } });
  const now = ctx.now();
  const secret = newSigningSecret();
  const row = await upsertEndpoint(ctx.db, { partnerApiKey: apiKey, url, secret, createdAt: now, updatedAt: now, secretRotatedAt: now }, { url, updatedAt: now });
  // A row whose secret is not the one just made existed before: its secret was shown then.
  return answer(row, row.secret === secret ? secret : null);
}

export async function getWebhookEndpoint(ctx: AppContext, { apiKey }: { apiKey: string }): Promise<WebhookEndpointResponse> {
  const row = await findEndpoint(ctx.db, apiKey);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No webhook endpoint is configured.');
  return answer(row, null);
}

/** Stops deliveries: pending ones end as dead on their next try (their events stay listable and replayable). */
export async function deleteWebhookEndpoint(ctx: AppContext, { apiKey }: { apiKey: string }): Promise<void> {
  if (!(await deleteEndpoint(ctx.db, apiKey))) throw new AppError(ErrorCode.NOT_FOUND, 'No webhook endpoint is configured.');
}

/** A new signing secret, answered once; the previous one keeps signing for a day beside it. */
export async function rotateWebhookSecret(ctx: AppContext, { apiKey }: { apiKey: string }): Promise<WebhookEndpointResponse> {
  const current = await findEndpoint(ctx.db, apiKey);
  if (!current) throw new AppError(ErrorCode.NOT_FOUND, 'No webhook endpoint is configured.');
  const now = ctx.now();
  const secret = newSigningSecret();
  const row = await updateEndpoint(ctx.db, apiKey, {
    secret,
    previousSecret: current.secret,
    previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS),
    secretRotatedAt: now,
    updatedAt: now,
  });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No webhook endpoint is configured.');
  return answer(row, secret);
}
