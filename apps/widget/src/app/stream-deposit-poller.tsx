import { useEffect } from 'react';
import { getStreamEvents } from '../api/stream/get-stream-events.js';
import { depositMessageOf, happenedSinceOpening } from './deposit-events.js';
import { type HostChannel, postToHost } from '../host/embed-protocol.js';

/** How often the open widget asks for new stream deposit events. */
export const DEPOSIT_EVENTS_POLL_MS = 3000;
const PAGE = 100;

/**
 * Posts the user's stream deposit events to the host page while the widget is open (issue 15
 * item 4): every event since the page opened is posted once, in order; older ones are passed over.
 */
export function StreamDepositPoller({ channel }: { channel: HostChannel }) {
  useEffect(() => {
    const abort = new AbortController();
    let afterSeq = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const openedAt = performance.timeOrigin;
    const poll = async () => {
      try {
        for (;;) {
          const events = await getStreamEvents(afterSeq, abort.signal);
          for (const event of events) {
            // Events from before the page opened only move the position (the first asks catch up).
            if (happenedSinceOpening(event, openedAt)) postToHost(channel, depositMessageOf(event));
            afterSeq = event.seq;
          }
          if (events.length < PAGE) break;
        }
      } catch {
        // A failed poll is asked again at the next tick from the same position.
      }
      if (!abort.signal.aborted) timer = setTimeout(() => void poll(), DEPOSIT_EVENTS_POLL_MS);
    };
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [channel]);
  return null;
}
