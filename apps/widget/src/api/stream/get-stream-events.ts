import { StreamEventItem } from '@ferry/contracts';
import { z } from 'zod';
import { apiRequest } from '../client.js';

/** GET stream/events?afterSeq: the user's stream deposit events after a position, oldest first. */
export function getStreamEvents(afterSeq: number, signal?: AbortSignal) {
  return apiRequest('stream/events', { schema: z.array(StreamEventItem), query: { afterSeq }, signal });
}
