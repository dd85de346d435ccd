import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { isoSecond } from './iso-instant.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Longer URLs (long redirect URLs, say) are answered but not remembered. */
const MAX_URL_LENGTH = 2_048;
/** Longer Accept-Encoding headers are answered but not remembered (a browser's is about 25 characters). */
const MAX_ACCEPT_ENCODING_LENGTH = 128;
/** Slots of the table of URLs asked once this second (a power of two). */
const ASKED_ONCE_SLOTS = 4_096;

/** An answer as it was sent: its bytes, and how they are encoded when compressed. */
type SentAnswer = { body: Buffer; encoding: string | undefined };

/**
 * What a remembered answer is kept under: the URL and the Accept-Encoding header, which decides
 * how the answer is compressed (every browser sends the same header, so their requests share one).
 */
const keyOf = (request: FastifyRequest) => `${request.url}\n${request.headers['accept-encoding'] ?? ''}`;
/** Only GET answers are kept: a HEAD request's onSend hooks see no body. */
const isWorthRemembering = (request: FastifyRequest) =>
  request.method === 'GET' && request.url.length <= MAX_URL_LENGTH && (request.headers['accept-encoding']?.length ?? 0) <= MAX_ACCEPT_ENCODING_LENGTH;

/** FNV-1a of the key's UTF-16 code units, never 0 (an empty slot). */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash | 1;
}

/**
 * The answers of the current second, by request URL and Accept-Encoding, as they were sent
 * (compressed or not). Within one second a quote request asked again gets the same answer, the
 * same signed quote: the prices, the partner and the reference data are snapshots that change
 * at most every few seconds, so pricing, signing and writing the same quote again would only
 * repeat the work. Bursts of one request are what a partner's page
 * makes (every user opening the widget asks for the partner's default amount), and they are
 * answered without the quote work (`npm run bench`). A remembered quote is at most a second
 * older than a new one: it still holds for at least 59 of its 60 seconds.
 *
 * An answer is remembered from the second time its URL is asked within the second, not the
 * first: most quotes are asked once (an amount being typed), and keeping each of them for the
 * rest of its second kept it alive through the young generation's collections, so the garbage
 * collector copied and promoted every one-off answer and its URL (issue 17, two builds side by
 * side under new-amount load: 131.5 µs of CPU per quote remembering every answer, 119.5 µs
 * remembering none). Which requests were asked once is kept as 32-bit hashes in a fixed table,
 * nothing on the heap; a collision only means an answer is remembered or forgotten needlessly.
 */
export function createQuoteAnswerCache(now: () => Date, maxEntries = 5_000) {
  let second = Number.NaN;
  /** The current second as issuedAt writes it before its milliseconds. */
  let secondText = '';
  let answers = new Map<string, SentAnswer>();
  /** The requests answered once this second, as hashes of their keys by the hash's low bits (0: none). */
  const askedOnce = new Int32Array(ASKED_ONCE_SLOTS);
  /** The replies whose answer `remember` keeps once it is written (the second asking of a key), with their key. */
  const toRemember = new WeakMap<FastifyReply, string>();

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
  /** True when this second answered the key before; otherwise notes that it has now. */
  const wasAskedBefore = (key: string) => {
    const hash = keyHash(key);
    const slot = hash & (ASKED_ONCE_SLOTS - 1);
    if (askedOnce[slot] === hash) return true;
    askedOnce[slot] = hash;
    return false;
  };

  const cache = {
    /**
     * preParsing hook: answers from memory when this second already answered this request (its
     * URL and Accept-Encoding). It runs after every onRequest hook, so a remembered answer still
     * counts against the caller's limits, @fastify/rate-limit's per-route ones included (it
     * appends its hook after a route's own onRequest hooks).
     */
    serveRemembered(request: FastifyRequest, reply: FastifyReply, _payload: unknown, done: HookHandlerDoneFunction): void {
      currentSecond();
      const answer = answers.get(keyOf(request));
      if (answer === undefined) {
        done();
        return;
      }
      // Sent as it was compressed: @fastify/compress passes on an answer that has a Content-Encoding.
      if (answer.encoding !== undefined) {
        const vary = reply.getHeader('vary');
        reply.header('content-encoding', answer.encoding).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      }
      void reply.type(JSON_TYPE).send(answer.body);
    },

    /**
     * The route handler's answer for a new quote: written by the route's response schema
     * (reply.serialize, the serializer every route's answers go through) and sent; marked to be
     * remembered (by `remember`, once compressed) when its request is asked for the second time
     * this second.
     */
    send(request: FastifyRequest, reply: FastifyReply, answer: { response: { issuedAt: string } }): FastifyReply {
      const written = reply.serialize(answer);
      if (typeof written === 'string' && isOfCurrentSecond(answer.response.issuedAt) && isWorthRemembering(request) && answers.size < maxEntries) {
        const key = keyOf(request);
        if (wasAskedBefore(key)) toRemember.set(reply, key);
      }
      return reply.type(JSON_TYPE).send(written);
    },

    /**
     * onSend hook, after @fastify/compress's (see `attach`): keeps a marked answer as it goes out,
     * compressed or not, so a remembered answer is not compressed again for every browser that
     * asks (issue 17: 107 µs of CPU per remembered quote under a browser's Accept-Encoding, 68.5
     * without it). Kept as bytes outside V8's heap: a new amount's answer (1.2 kB) kept as a
     * string lived through the young generation's collections, was copied and promoted to the old
     * one, a quote at a time (issue 17: new-amount quote 289 -> 255 µs CPU with nothing kept, the
     * same with the bytes kept, two builds side by side under the same load).
     */
    remember(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
      const key = toRemember.get(reply);
      if (key !== undefined && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const encoding = reply.getHeader('content-encoding');
        answers.set(key, {
          body: typeof payload === 'string' ? Buffer.from(payload) : payload,
          encoding: typeof encoding === 'string' && encoding !== 'identity' ? encoding : undefined,
        });
      }
      done(null, payload);
    },

    /**
     * onRoute hook for the routes whose answers are remembered (their preParsing has
     * serveRemembered): appends `remember` to their onSend hooks. A route's own onSend hooks run
     * before the ones @fastify/compress appends when the route is declared; an onRoute hook of
     * this plugin runs after the compression's (registered on the app before the routes), so
     * what it appends runs after the compression.
     */
    attach(route: RouteOptions): void {
      // Other plugins' onRoute hooks may have made preParsing a list (the rate limit's does).
      if (![route.preParsing].flat().includes(cache.serveRemembered)) return;
      const onSend = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...onSend, cache.remember] as RouteOptions['onSend'];
    },
  };
  return cache;
}
