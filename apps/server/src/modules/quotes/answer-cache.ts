import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isoSecond } from './iso-instant.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Longer URLs (long redirect URLs, say) are answered but not remembered. */
const MAX_URL_LENGTH = 2_048;

/**
 * The answers of the current second, by request URL. Within one second the same quote request
 * gets the same answer, the same signed quote: the prices, the partner and the reference data
 * are snapshots that change at most every few seconds, so pricing, signing and writing the
 * same quote again would only repeat the work. Bursts of one request are what a partner's page
 * makes (every user opening the widget asks for the partner's default amount), and they are
 * answered without the quote work (`npm run bench`). A remembered quote is at most a second
 * older than a new one: it still holds for at least 59 of its 60 seconds.
 */
export function createQuoteAnswerCache(now: () => Date, maxEntries = 5_000) {
  let second = Number.NaN;
  /** The current second as issuedAt writes it before its milliseconds. */
  let secondText = '';
  let answers = new Map<string, Buffer>();

  const currentSecond = () => {
    const current = Math.floor(now().getTime() / 1000);
    if (current !== second) {
      second = current;
      secondText = isoSecond(current);
      answers = new Map();
    }
  };
  /** Compared as text, not parsed: Date.parse cost about a microsecond a quote. */
  const isOfCurrentSecond = (issuedAt: string) => {
    currentSecond();
    return issuedAt.length === secondText.length + 5 && issuedAt.startsWith(secondText);
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
        answers.size < maxEntries
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
