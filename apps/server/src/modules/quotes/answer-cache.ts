import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isoSecond } from './iso-instant.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Longer URLs (long redirect URLs, say) are answered but not remembered. */
const MAX_URL_LENGTH = 2_048;
/** Slots of the table of URLs asked once this second (a power of two). */
const ASKED_ONCE_SLOTS = 4_096;

/** FNV-1a of the URL's UTF-16 code units, never 0 (an empty slot). */
function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < url.length; index += 1) hash = Math.imul(hash ^ url.charCodeAt(index), 0x01000193);
  return hash | 1;
}

/**
 * The answers of the current second, by request URL. Within one second a quote request asked
 * again gets the same answer, the same signed quote: the prices, the partner and the reference
 * data are snapshots that change at most every few seconds, so pricing, signing and writing the
 * same quote again would only repeat the work. Bursts of one request are what a partner's page
 * makes (every user opening the widget asks for the partner's default amount), and they are
 * answered without the quote work (`npm run bench`). A remembered quote is at most a second
 * older than a new one: it still holds for at least 59 of its 60 seconds.
 *
 * An answer is remembered from the second time its URL is asked within the second, not the
 * first: most quotes are asked once (an amount being typed), and keeping each of them for the
 * rest of its second kept it alive through the young generation's collections, so the garbage
 * collector copied and promoted every one-off answer and its URL (issue 17, two builds side by
 * side under new-amount load: 131.5 µs of CPU per quote remembering every answer, 119.5 µs
 * remembering none). Which URLs were asked once is kept as 32-bit hashes in a fixed table,
 * nothing on the heap; a collision only means an answer is remembered or forgotten needlessly.
 */
export function createQuoteAnswerCache(now: () => Date, maxEntries = 5_000) {
  let second = Number.NaN;
  /** The current second as issuedAt writes it before its milliseconds. */
  let secondText = '';
  let answers = new Map<string, Buffer>();
  /** The URLs answered once this second, as hashes by the hash's low bits (0: none). */
  const askedOnce = new Int32Array(ASKED_ONCE_SLOTS);

  const currentSecond = () => {
    const current = Math.floor(now().getTime() / 1000);
    if (current !== second) {
      second = current;
      secondText = isoSecond(current);
      answers = new Map();
      askedOnce.fill(0);
    }
  };
  /** Compared as text, not parsed: Date.parse cost about a microsecond a quote. */
  const isOfCurrentSecond = (issuedAt: string) => {
    currentSecond();
    return issuedAt.length === secondText.length + 5 && issuedAt.startsWith(secondText);
  };
  /** True when this second answered the URL before; otherwise notes that it has now. */
  const wasAskedBefore = (url: string) => {
    const hash = urlHash(url);
    const slot = hash & (ASKED_ONCE_SLOTS - 1);
    if (askedOnce[slot] === hash) return true;
    askedOnce[slot] = hash;
    return false;
  };

  return {
    /**
     * preParsing hook: answers from memory when this second already answered this URL. It runs
     * after every onRequest hook, so a remembered answer still counts against the caller's
     * limits, @fastify/rate-limit's per-route ones included (it appends its hook after a route's
     * own onRequest hooks).
     */
    serveRemembered(request: FastifyRequest, reply: FastifyReply, _payload: unknown, done: HookHandlerDoneFunction): void {
      currentSecond();
      const answer = answers.get(request.url);
      if (answer === undefined) {
        done();
        return;
      }
      void reply.type(JSON_TYPE).send(answer);
    },

    /**
     * The route handler's answer for a new quote: written by the route's response schema
     * (reply.serialize, the serializer every route's answers go through), remembered for the
     * rest of the second it was issued in, and sent as written. Written here rather than
     * remembered in an onSend hook: one hook fewer on every new quote and nothing to note per
     * request between the handler and the hook.
     */
    send(request: FastifyRequest, reply: FastifyReply, answer: { response: { issuedAt: string } }): FastifyReply {
      const written = reply.serialize(answer);
      if (
        typeof written === 'string' && isOfCurrentSecond(answer.response.issuedAt) && request.url.length <= MAX_URL_LENGTH &&
        answers.size < maxEntries && wasAskedBefore(request.url)
      ) {
        // Kept as bytes outside V8's heap: a new amount's answer (1.2 kB) kept as a string lived
        // through the young generation's collections, was copied and promoted to the old one, a
        // quote at a time (issue 17: new-amount quote 289 -> 255 µs CPU with nothing kept, the
        // same with the bytes kept, two builds side by side under the same load).
        answers.set(request.url, Buffer.from(written));
      }
      return reply.type(JSON_TYPE).send(written);
    },
  };
}
