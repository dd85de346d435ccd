import { ErrorCode, type PartnerWebhookEvent, WebhookEvent, WebhookEventType, type WebhookDelivery, WebhookDeliveryState } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { enqueueLine } from './webhook-line.js';
import { type AttemptRow, type DeliveryRow, findEndpoint, findMessage, insertDelivery, listAttemptsOf, listDeliveriesOf, listMessages, type MessageRow } from './webhooks.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function deliveryOf(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  const state = WebhookDeliveryState.parse(row.state);
  return {
    id: row.id,
    isReplay: row.isReplay,
    state,
    attemptCount: row.attemptCount,
    nextAttemptAt: state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    attempts: attempts.map((item) => ({
      attempt: item.attempt,
      url: item.url,
      attemptedAt: item.attemptedAt.toISOString(),
      statusCode: item.statusCode,
      durationMs: item.durationMs,
      error: item.error,
    })),
  };
}

async function eventsOf(ctx: AppContext, partnerApiKey: string, messages: MessageRow[]): Promise<PartnerWebhookEvent[]> {
  const deliveries = await listDeliveriesOf(ctx.db, { partnerApiKey, eventIds: messages.map((message) => message.eventId) });
  const attempts = await listAttemptsOf(ctx.db, deliveries.map((delivery) => delivery.id));
  return messages.map((message) => ({
    id: message.eventId,
    type: WebhookEventType.parse(message.type),
    occurredAt: message.occurredAt.toISOString(),
    payload: WebhookEvent.parse(JSON.parse(message.body)),
    deliveries: deliveries
      .filter((delivery) => delivery.eventId === message.eventId)
      .map((delivery) => deliveryOf(delivery, attempts.filter((item) => item.deliveryId === delivery.id))),
  }));
}

/** The partner's events, newest first, each with its deliveries and their tries. */
export async function listPartnerWebhookEvents(
  ctx: AppContext,
  { apiKey, type, limit }: { apiKey: string; type?: WebhookEventType | undefined; limit: number },
): Promise<PartnerWebhookEvent[]> {
  return eventsOf(ctx, apiKey, await listMessages(ctx.db, { partnerApiKey: apiKey, limit, ...(type ? { type } : {}) }));
}

async function messageOfPartner(ctx: AppContext, { apiKey, eventId }: { apiKey: string; eventId: string }): Promise<MessageRow> {
  const message = await findMessage(ctx.db, { eventId, partnerApiKey: apiKey });
  // Another partner's event is as unknown as a missing one.
  if (!message) throw new AppError(ErrorCode.NOT_FOUND, 'No webhook event of this partner has this id.');
  return message;
}

export async function getPartnerWebhookEvent(ctx: AppContext, { apiKey, eventId }: { apiKey: string; eventId: string }): Promise<PartnerWebhookEvent> {
  const [event] = await eventsOf(ctx, apiKey, [await messageOfPartner(ctx, { apiKey, eventId })]);
  if (!event) throw new AppError(ErrorCode.NOT_FOUND, 'No webhook event of this partner has this id.');
  return event;
}

/**
 * Sends an event again: a new delivery of the same message (same webhook-id, same body, a fresh
 * timestamp and signature), in its subject's line behind anything still pending there.
 */
export async function replayWebhookEvent(ctx: AppContext, { apiKey, eventId }: { apiKey: string; eventId: string }): Promise<{ deliveryId: string }> {
  const message = await messageOfPartner(ctx, { apiKey, eventId });
  if (!(await findEndpoint(ctx.db, apiKey))) throw new AppError(ErrorCode.WEBHOOK_ENDPOINT_NOT_SET, 'Configure a webhook endpoint first (PUT /api/v1/partner/webhook-endpoint).');
  return ctx.db.transaction(async (tx) => {
    const delivery = await insertDelivery(tx, { eventId: message.eventId, partnerApiKey: apiKey, subject: message.subject, isReplay: true, now: ctx.now() });
    if (!delivery) throw new Error('insert of a replay delivery returned no row');
    await enqueueLine(ctx, tx, delivery, { key: delivery.id });
    return { deliveryId: delivery.id };
  });
}
