import { z } from 'zod';
import type { AppContext } from '../context.js';
import { type EventRow, findEvent } from './outbox.js';

/** Does one job. Throwing fails the try: the job is retried by its queue's policy, then dead-lettered. */
export type JobHandler = (ctx: AppContext, data: unknown) => Promise<void>;

const EventJobData = z.object({ eventId: z.uuid() });

/** A handler of a queue fed by events: the job carries the event's id, the handler gets the event. */
export function onEvent(handle: (ctx: AppContext, event: EventRow) => Promise<void>): JobHandler {
  return async (ctx, data) => {
    const { eventId } = EventJobData.parse(data);
    const event = await findEvent(ctx.db, eventId);
    // The event commits with its jobs, so a job without its event is a bug, not a race.
    if (!event) throw new Error(`event ${eventId} not found`);
    await handle(ctx, event);
  };
}

/** A handler whose data has a schema: data that does not match fails (and ends in the dead letters). */
export function withData<S extends z.ZodType>(schema: S, handle: (ctx: AppContext, data: z.output<S>) => Promise<void>): JobHandler {
  return (ctx, data) => handle(ctx, schema.parse(data));
}
