import type { AppContext } from '../../context.js';
import { signingSecretsOf } from './webhook-endpoints.service.js';
import { checkSignature, type SignatureCheck } from './webhook-signing.js';
import { findEndpoint, listRecentAttempts } from './webhooks.repository.js';

/** Tries the sandbox inbox shows, newest first. */
const INBOX_SIZE = 100;

export type InboxEntry = {
  attemptedAt: Date;
  type: string;
  webhookId: string;
  attempt: number;
  isReplay: boolean;
  url: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  headers: Record<string, string>;
  body: string;
  signature: SignatureCheck | 'unsigned';
};

export type SandboxInbox = { apiKey: string; endpoint: { url: string; secretRotatedAt: Date } | null; entries: InboxEntry[] };

/**
 * Every try to a partner's endpoint with what was sent, and the signature checked with the
 * standardwebhooks library against the endpoint's secrets, as the partner's server would.
 */
export async function sandboxInbox(ctx: AppContext, { apiKey }: { apiKey: string }): Promise<SandboxInbox> {
  const endpoint = await findEndpoint(ctx.db, apiKey);
  const secrets = endpoint ? signingSecretsOf(endpoint, ctx.now()) : [];
  const rows = await listRecentAttempts(ctx.db, { partnerApiKey: apiKey, limit: INBOX_SIZE });
  const entries = rows.map(({ attempt, delivery, message }): InboxEntry => {
    const headers = { 'webhook-id': message.eventId, 'webhook-timestamp': attempt.webhookTimestamp, 'webhook-signature': attempt.signature };
    const isSigned = attempt.signature !== '';
    return {
      attemptedAt: attempt.attemptedAt,
      type: message.type,
      webhookId: message.eventId,
      attempt: attempt.attempt,
      isReplay: delivery.isReplay,
      url: attempt.url,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      headers,
      body: message.body,
      signature: isSigned ? checkSignature({ secrets, headers, body: message.body }) : 'unsigned',
    };
  });
  return { apiKey, endpoint: endpoint ? { url: endpoint.url, secretRotatedAt: endpoint.secretRotatedAt } : null, entries };
}
