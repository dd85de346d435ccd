import type { AppContext } from '../../context.js';
import type { EventRow } from '../../events/outbox.js';
import { enqueueLine } from './webhook-line.js';
import { partnerMessagesOf, WEBHOOK_EVENT_TYPES } from './webhook-messages.js';
import { findEndpoint, insertDelivery, insertMessageIfNew, listSubjectEventsUpTo } from './webhooks.repository.js';

/**
 * An event partners hear of becomes one message per partner (kept, for listing and replay) and,
 * where the partner has an endpoint, a delivery in its (partner, subject) line. The earlier events
 * of the same subject are fanned out first if their own jobs have not run yet, so a line's
 * deliveries are always in the order the events occurred.
 */
export async function fanOutEvent(ctx: AppContext, event: EventRow): Promise<void> {
  const subjectEvents = await listSubjectEventsUpTo(ctx.db, event, WEBHOOK_EVENT_TYPES);
  const planned: Array<{ event: EventRow; messages: Awaited<ReturnType<typeof partnerMessagesOf>> }> = [];
  for (const each of subjectEvents) planned.push({ event: each, messages: await partnerMessagesOf(ctx, each) });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const { event: each, messages } of planned) {
      for (const { partnerApiKey, body } of messages) {
        const message = await insertMessageIfNew(tx, { eventId: each.id, partnerApiKey, type: each.type, subject: each.subject, body, occurredAt: each.occurredAt, createdAt: now });
        if (!message || !(await findEndpoint(tx, partnerApiKey))) continue;
        const delivery = await insertDelivery(tx, { eventId: each.id, partnerApiKey, subject: each.subject, isReplay: false, now });
        if (delivery) await enqueueLine(ctx, tx, delivery, { key: delivery.id });
      }
    }
  });
}
