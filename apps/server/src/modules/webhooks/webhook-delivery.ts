import type { AppContext } from '../../context.js';
import { signingSecretsOf } from './webhook-endpoints.service.js';
import { enqueueLine, type Line } from './webhook-line.js';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './webhook-post.js';
import { retryDelayAfter } from './webhook-retry-schedule.js';
import { signedHeaders } from './webhook-signing.js';
import { type AttemptOutcome, claimDelivery, type DeliveryRow, findEndpoint, findLineHead, findMessage, recordAttempt } from './webhooks.repository.js';

/** A claimed try is held this long: past it, a sender that died is taken over. */
const LEASE_MS = WEBHOOK_TIMEOUT_MS + 20_000;
/** Deliveries one job sends before handing the rest of its line to a new job. */
const DELIVERIES_PER_JOB = 20;

/** One try of a claimed delivery, recorded with what it makes of the delivery. */
async function attempt(ctx: AppContext, delivery: DeliveryRow): Promise<AttemptOutcome> {
  const at = ctx.now();
  const number = delivery.attemptCount + 1;
  const [endpoint, message] = await Promise.all([findEndpoint(ctx.db, delivery.partnerApiKey), findMessage(ctx.db, delivery)]);
  const base = { deliveryId: delivery.id, partnerApiKey: delivery.partnerApiKey, attempt: number, attemptedAt: at };
  if (!endpoint || !message) {
    const error = endpoint ? 'The message of this delivery is missing' : 'No webhook endpoint is configured';
    return { attempt: { ...base, url: endpoint?.url ?? '', webhookTimestamp: '', signature: '', statusCode: null, durationMs: 0, error }, state: 'dead', nextAttemptAt: at };
  }
  const headers = signedHeaders({ secrets: signingSecretsOf(endpoint, at), id: message.eventId, at, body: message.body });
  const result = await postWebhook(endpoint.url, headers, message.body);
  const sent = { ...base, url: endpoint.url, webhookTimestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'], ...result };
  if (result.error === null) return { attempt: sent, state: 'delivered', nextAttemptAt: at };
  const delay = retryDelayAfter(number);
  if (delay === null) return { attempt: sent, state: 'dead', nextAttemptAt: at };
  return { attempt: sent, state: 'pending', nextAttemptAt: new Date(ctx.now().getTime() + delay) };
}

/**
 * Works one (partner, subject) line: sends its pending deliveries oldest first, each only after
 * the one before it was received or ran out of tries. A failed try schedules this job again at the
 * delivery's next try; a later delivery of the line waits for it (per-order order of occurrence).
 */
export async function deliverLine(ctx: AppContext, line: Line): Promise<void> {
  for (let sent = 0; sent < DELIVERIES_PER_JOB; sent += 1) {
    const head = await findLineHead(ctx.db, line);
    if (!head) return;
    const now = ctx.now();
    if (head.nextAttemptAt > now) {
      // Woken early (a newer delivery joined the line, or the clocks differ): come back when it is due.
      await enqueueLine(ctx, ctx.db, line, { key: `${head.id}:${head.attemptCount}:due`, startAfter: head.nextAttemptAt });
      return;
    }
    if (head.leaseUntil && head.leaseUntil > now) {
      // Another sender holds it and goes on down the line; should it die, this job takes over.
      await enqueueLine(ctx, ctx.db, line, { key: `${head.id}:${head.attemptCount}:lease`, startAfter: head.leaseUntil });
      return;
    }
    const claimed = await claimDelivery(ctx.db, { id: head.id, now, leaseUntil: new Date(now.getTime() + LEASE_MS) });
    if (!claimed) return;
    const outcome = await attempt(ctx, claimed);
    await ctx.db.transaction(async (tx) => {
      await recordAttempt(tx, claimed.id, outcome);
      if (outcome.state === 'pending') await enqueueLine(ctx, tx, line, { key: `${claimed.id}:${outcome.attempt.attempt}`, startAfter: outcome.nextAttemptAt });
    });
    if (outcome.state === 'pending') return;
  }
  const next = await findLineHead(ctx.db, line);
  if (next) await enqueueLine(ctx, ctx.db, line, { key: `${next.id}:${next.attemptCount}:more` });
}
