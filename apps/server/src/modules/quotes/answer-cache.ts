import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isoSecond } from './iso-instant.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** issuedAt of the new quote a quote route issued for this request; '' until it has (answer-cache.ts). */
    quoteIssuedAt: string;
  }
}

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
export function createQuoteAnswerCache(app: FastifyInstance, now: () => Date, maxEntries = 5_000) {
  // A request decoration (set in the request's constructor, the same shape for every request)
  // rather than a WeakMap keyed by request, whose entries the garbage collector must trace as
  // ephemerons; issue 17's bench saw no difference beyond its noise either way.
  app.decorateRequest('quoteIssuedAt', '');
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

    /** Notes when a new quote was issued; remember keeps its answer for the rest of that second. */
    issued<Answer extends { response: { issuedAt: string } }>(request: FastifyRequest, answer: Answer): Answer {
      request.quoteIssuedAt = answer.response.issuedAt;
      return answer;
    },

    /**
     * onSend hook: remembers a new quote's answer as the route's response schema wrote it, so a
     * remembered answer is exactly what the schema let through.
     */
    remember(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
      const issuedAt = request.quoteIssuedAt;
      if (
        issuedAt !== '' && isOfCurrentSecond(issuedAt) && reply.statusCode === 200 && typeof payload === 'string' &&
        request.url.length <= MAX_URL_LENGTH && answers.size < maxEntries
      ) {
        // Kept as bytes outside V8's heap: a new amount's answer (1.2 kB) kept as a string lived
        // through the young generation's collections, was copied and promoted to the old one, a
        // quote at a time (issue 17: new-amount quote 289 -> 255 µs CPU with nothing kept, the
        // same with the bytes kept, two builds side by side under the same load).
        answers.set(request.url, Buffer.from(payload));
      }
      done(null, payload);
    },
  };
}
