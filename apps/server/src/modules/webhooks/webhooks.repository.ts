import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/index.js';
import type { EventRow } from '../../events/outbox.js';
import type { Executor } from '../../events/executor.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export async function findEndpoint(db: Executor, partnerApiKey: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.partnerApiKey, partnerApiKey));
  return row ?? null;
}

export async function upsertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert, update: Partial<EndpointRow>): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).onConflictDoUpdate({ target: webhookEndpoints.partnerApiKey, set: update }).returning();
  if (!row) throw new Error('upsert of a webhook endpoint returned no row');
  return row;
}

export async function updateEndpoint(db: Database, partnerApiKey: string, patch: Partial<EndpointRow>): Promise<EndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.partnerApiKey, partnerApiKey)).returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Database, partnerApiKey: string): Promise<boolean> {
  return (await db.delete(webhookEndpoints).where(eq(webhookEndpoints.partnerApiKey, partnerApiKey)).returning()).length > 0;
}

/** The events of one subject up to this one, oldest first: a message is never fanned out before an earlier one. */
export function listSubjectEventsUpTo(db: Database, event: EventRow, types: readonly string[]): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.subject, event.subject), lte(events.seq, event.seq), inArray(events.type, [...types])))
    .orderBy(asc(events.seq));
}

/** Null when this event was already fanned out to this partner. */
export async function insertMessageIfNew(db: Executor, values: MessageRow): Promise<MessageRow | null> {
  const [row] = await db.insert(webhookMessages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findMessage(db: Executor, { eventId, partnerApiKey }: { eventId: string; partnerApiKey: string }): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(webhookMessages)
    .where(and(eq(webhookMessages.eventId, eventId), eq(webhookMessages.partnerApiKey, partnerApiKey)));
  return row ?? null;
}

export function listMessages(db: Database, { partnerApiKey, type, limit }: { partnerApiKey: string; type?: string; limit: number }): Promise<MessageRow[]> {
  const where = type ? and(eq(webhookMessages.partnerApiKey, partnerApiKey), eq(webhookMessages.type, type)) : eq(webhookMessages.partnerApiKey, partnerApiKey);
  return db.select().from(webhookMessages).where(where).orderBy(desc(webhookMessages.occurredAt), desc(webhookMessages.createdAt)).limit(limit);
}

export async function insertDelivery(
  db: Executor,
  values: { eventId: string; partnerApiKey: string; subject: string; isReplay: boolean; now: Date },
): Promise<DeliveryRow | null> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ id: randomUUID(), eventId: values.eventId, partnerApiKey: values.partnerApiKey, subject: values.subject, isReplay: values.isReplay, state: 'pending', nextAttemptAt: values.now, createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The first pending delivery of a (partner, subject) line: only it may be tried. */
export async function findLineHead(db: Database, { partnerApiKey, subject }: { partnerApiKey: string; subject: string }): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.partnerApiKey, partnerApiKey), eq(webhookDeliveries.subject, subject), eq(webhookDeliveries.state, 'pending')))
    .orderBy(asc(webhookDeliveries.seq))
    .limit(1);
  return row ?? null;
}

/** Takes the next try of a due delivery for one sender; null when another holds it or it is not due. */
export async function claimDelivery(db: Database, { id, now, leaseUntil }: { id: string; now: Date; leaseUntil: Date }): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ leaseUntil })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export type AttemptOutcome = {
  attempt: Omit<AttemptRow, 'id'>;
  state: 'pending' | 'delivered' | 'dead';
  nextAttemptAt: Date;
};

/** A try and what it makes of the delivery, together. */
export async function recordAttempt(db: Executor, deliveryId: string, outcome: AttemptOutcome): Promise<void> {
  await db.insert(webhookAttempts).values({ id: randomUUID(), ...outcome.attempt });
  await db
    .update(webhookDeliveries)
    .set({
      state: outcome.state,
      attemptCount: outcome.attempt.attempt,
      nextAttemptAt: outcome.nextAttemptAt,
      leaseUntil: null,
      deliveredAt: outcome.state === 'delivered' ? outcome.attempt.attemptedAt : null,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export function listDeliveriesOf(db: Database, { partnerApiKey, eventIds }: { partnerApiKey: string; eventIds: string[] }): Promise<DeliveryRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.partnerApiKey, partnerApiKey), inArray(webhookDeliveries.eventId, eventIds)))
    .orderBy(asc(webhookDeliveries.seq));
}

export function listAttemptsOf(db: Database, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveryIds)).orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.attempt));
}

/** The newest tries to a partner's endpoint with the message each carried (the sandbox inbox). */
export function listRecentAttempts(db: Database, { partnerApiKey, limit }: { partnerApiKey: string; limit: number }) {
  return db
    .select({ attempt: webhookAttempts, delivery: webhookDeliveries, message: webhookMessages })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookMessages, and(eq(webhookMessages.eventId, webhookDeliveries.eventId), eq(webhookMessages.partnerApiKey, webhookDeliveries.partnerApiKey)))
    .where(eq(webhookAttempts.partnerApiKey, partnerApiKey))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.attempt))
    .limit(limit);
}
