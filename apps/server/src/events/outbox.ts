import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { v5 as uuidV5 } from 'uuid';
import { events } from '../db/schema/index.js';
import type { EventType } from './event-types.js';
import type { Executor } from './executor.js';
import type { JobQueue, JobToEnqueue } from './job-queue.js';
import { SUBSCRIPTIONS } from './queues.js';

export type EventRow = typeof events.$inferSelect;

export type NewEvent = {
  type: EventType;
  subject: string;
  userId?: string | null;
  partnerApiKey?: string | null;
  payload: Record<string, unknown>;
  occurredAt: Date;
  /**
   * The news's own identity, for events a retried job may report again (a provider's news):
   * recording the same key twice keeps the first and fans out once.
   */
  key?: string;
};

const EVENT_KEY_NAMESPACE = '0b7c1f3e-5a2d-4e8b-9c61-7d2e4f1a3b59';

export interface EventOutbox {
  /**
   * Records an event in the caller's transaction and enqueues one job per subscribed queue in
   * the same transaction: the change, its event and the work it causes commit or vanish together.
   * Answers null when an event with the same key was recorded before.
   */
  record(db: Executor, event: NewEvent): Promise<EventRow | null>;
  /** record, with more jobs of the same change enqueued in the same statement as the event's (issue 17: fewer round trips). */
  recordWithJobs(db: Executor, event: NewEvent, jobs: readonly JobToEnqueue[]): Promise<EventRow | null>;
}

export function createEventOutbox(jobs: JobQueue): EventOutbox {
  const outbox: EventOutbox = {
    record: (db, event) => outbox.recordWithJobs(db, event, []),
    async recordWithJobs(db, event, moreJobs) {
      const [row] = await db
        .insert(events)
        .values({
          id: event.key ? uuidV5(`${event.type}:${event.key}`, EVENT_KEY_NAMESPACE) : randomUUID(),
          type: event.type,
          subject: event.subject,
          userId: event.userId ?? null,
          partnerApiKey: event.partnerApiKey ?? null,
          payload: event.payload,
          occurredAt: event.occurredAt,
        })
        .onConflictDoNothing()
        .returning();
      // Only a keyed event can conflict: the same news was recorded before, and fanned out then.
      if (!row) {
        await jobs.enqueueAll(db, moreJobs);
        return null;
      }
      const fanOut = (SUBSCRIPTIONS[event.type] ?? []).map((queue): JobToEnqueue => ({ queue, data: { eventId: row.id }, options: { key: row.id } }));
      await jobs.enqueueAll(db, [...fanOut, ...moreJobs]);
      return row;
    },
  };
  return outbox;
}

export async function findEvent(db: Executor, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}
