import { START_ANSWERS_ELEMENT, TRACE_ID_HEADER } from '@ferry/contracts';

/**
 * The start-up calls index.html's inline starter sends (app/startup/early-start.ts), while the
 * widget's code is still downloading. apiRequest takes an answer only for the very same call (its
 * address and login), and only once: a call the starter guessed wrong, a retry and every later
 * call go to the network.
 */
export interface EarlyAnswer {
  response: Promise<Response>;
  traceId: string;
}

interface SentEarly extends EarlyAnswer {
  authorization: string | null;
}

const HOLDER = '__ferryEarlyAnswers';
type Holder = { [HOLDER]?: Map<string, SentEarly> };

/** Sends a GET as apiRequest would (same headers), keeping its answer for apiRequest. */
export function sendEarly(url: string, authorization: string | null): void {
  const holder = window as Holder;
  const sent = (holder[HOLDER] ??= new Map());
  const traceId = crypto.randomUUID();
  const headers: Record<string, string> = { Accept: 'application/json', [TRACE_ID_HEADER]: traceId };
  if (authorization) headers.Authorization = authorization;
  const response = fetch(url, { headers });
  // The failure is the taker's to handle; an answer nobody takes must not be an unhandled rejection.
  response.catch(() => undefined);
  sent.set(url, { response, traceId, authorization });
}

/** The starter's answer to this call, when it sent the same one; gone once taken. */
export function takeEarlyAnswer(url: string, authorization: string | null): EarlyAnswer | undefined {
  const sent = (window as Holder)[HOLDER];
  const answer = sent?.get(url);
  if (!answer) return undefined;
  sent?.delete(url);
  return answer.authorization === authorization ? { response: answer.response, traceId: answer.traceId } : undefined;
}

/**
 * The answers the server wrote into the page, by the call's address (its body as text): only 200
 * answers to calls without a login. Nothing when the page has none or they do not read as such.
 */
export function startAnswersInPage(document: Document): Record<string, string> {
  const text = document.getElementById(START_ANSWERS_ELEMENT)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Keeps the page's answer to this call for apiRequest, as if the starter had sent it without a login. */
export function answerEarly(url: string, body: string): void {
  const holder = window as Holder;
  const sent = (holder[HOLDER] ??= new Map());
  const response = Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
  sent.set(url, { response, traceId: crypto.randomUUID(), authorization: null });
}
