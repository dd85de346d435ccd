import { StreamDepositEvent, type StreamEventItem, STREAM_EVENT_TYPES } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { listUserStreamEvents } from './stream.repository.js';

export const STREAM_EVENTS_PAGE = 100;

const isStreamEventType = (type: string): type is StreamEventItem['type'] => (STREAM_EVENT_TYPES as readonly string[]).includes(type);

/**
 * GET stream/events: the signed-in user's deposit events after a position, with the names and
 * payloads partner webhooks carry, so the widget can post them to its host page while it is open.
 */
export async function listStreamEvents(ctx: AppContext, { userId, afterSeq }: { userId: string; afterSeq: number }): Promise<StreamEventItem[]> {
  const rows = await listUserStreamEvents(ctx.db, { userId, afterSeq, limit: STREAM_EVENTS_PAGE });
  return rows.flatMap((row) => {
    const payload = StreamDepositEvent.safeParse(row.payload);
    if (!isStreamEventType(row.type) || !payload.success) return [];
    return [{ seq: row.seq, type: row.type, occurredAt: row.occurredAt.toISOString(), payload: payload.data }];
  });
}
