import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { insertWhere } from '../db/insert-where.js';
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
  /**
   * recordWithJobs as parts of the caller's one statement (issue 17: the change, its event and its
   * jobs in one round trip): data-modifying CTEs, named from `name`, that write only when `onlyIf`
   * holds as the statement runs (the change's own CTE wrote a row).
   */
  recordingSql(event: NewEvent, jobs: readonly JobToEnqueue[], onlyIf: SQL, name: string): Promise<StatementPart[]>;
}

/** One data-modifying CTE of a statement: `name as (body)`. */
export type StatementPart = { name: string; body: SQL };

const eventIdOf = (event: NewEvent) => (event.key ? uuidV5(`${event.type}:${event.key}`, EVENT_KEY_NAMESPACE) : randomUUID());
const fanOutOf = (type: EventType, eventId: string) =>
  (SUBSCRIPTIONS[type] ?? []).map((queue): JobToEnqueue => ({ queue, data: { eventId }, options: { key: eventId } }));

export function createEventOutbox(jobs: JobQueue): EventOutbox {
  const outbox: EventOutbox = {
    record: (db, event) => outbox.recordWithJobs(db, event, []),
    async recordWithJobs(db, event, moreJobs) {
      const [row] = await db
        .insert(events)
        .values({
          id: eventIdOf(event),
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
      await jobs.enqueueAll(db, [...fanOutOf(event.type, row.id), ...moreJobs]);
      return row;
    },
    async recordingSql(event, moreJobs, onlyIf, name) {
      const id = eventIdOf(event);
      const eventName = `${name}_event`;
      const values = { id, type: event.type, subject: event.subject, userId: event.userId ?? null, partnerApiKey: event.partnerApiKey ?? null, payload: event.payload, occurredAt: event.occurredAt };
      const parts: StatementPart[] = [{ name: eventName, body: sql`${insertWhere(events, values, onlyIf)} on conflict do nothing returning ${events.id}` }];
      // As in recordWithJobs: a keyed event recorded before does not fan out again; the change's own jobs are added anyway.
      // An unkeyed event cannot conflict: its fan-out and the change's jobs go in one insert.
      const fanOut = fanOutOf(event.type, id);
      const groups = event.key
        ? [{ jobs: fanOut, onlyIf: sql`exists (select 1 from ${sql.identifier(eventName)})` }, { jobs: moreJobs, onlyIf }]
        : [{ jobs: [...fanOut, ...moreJobs], onlyIf }];
      for (const [index, group] of groups.entries()) {
        if (group.jobs.length > 0) parts.push({ name: `${name}_jobs_${index}`, body: await jobs.enqueueAllSql(group.jobs, group.onlyIf) });
      }
      return parts;
    },
  };
  return outbox;
}

export async function findEvent(db: Executor, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}
