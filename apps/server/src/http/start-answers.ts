import { API_BASE, ApiKey, START_ANSWERS_ELEMENT, startupCallPaths } from '@ferry/contracts';
import { environmentSettings } from '@ferry/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers of the page request its start-up calls do not carry: a login (the answers are anonymous), another form of answer, this connection's own. */
const NOT_FORWARDED = new Set([
  'accept',
  'accept-encoding',
  'authorization',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'cookie',
  'if-modified-since',
  'if-none-match',
  'keep-alive',
  'pragma',
  'te',
  'transfer-encoding',
  'upgrade',
  'upgrade-insecure-requests',
]);

/** The page's own host name, without the port the Host header may carry. */
const ownHostname = (request: Pick<FastifyRequest, 'hostname'>) => request.hostname.replace(/:\d+$/, '');

/**
 * How long the page waits for its answers: warm, they take a few milliseconds (reference data
 * from memory); a call slower than this (a cold start, a database catching up) is left to the
 * widget, which asks as before, and the page is not held up longer.
 */
export const START_ANSWERS_WAIT_MS = 300;

/**
 * The host the widget will call its embedding host, as config/embedding-host.ts works it out: in
 * a frame, the referrer's (the browser sends the same as the page's document.referrer); else the
 * page's own.
 */
export function embeddingHostnameOf(request: Pick<FastifyRequest, 'headers' | 'hostname'>): string {
  const referer = request.headers.referer;
  if (request.headers['sec-fetch-dest'] === 'iframe' && referer) {
    try {
      return new URL(referer).hostname;
    } catch {
      // An unreadable referrer: the widget falls back to its own host too.
    }
  }
  return ownHostname(request);
}

/** The start-up calls a plain start of this page will send, as the widget's starter works them out from the address. */
export function startCallsOf(request: Pick<FastifyRequest, 'headers' | 'hostname' | 'url'>): string[] {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const apiKey = query.get('apiKey')?.trim() || environmentSettings(ownHostname(request)).defaultApiKey;
  const wellFormed = ApiKey.safeParse(apiKey).success ? apiKey : undefined;
  return startupCallPaths(embeddingHostnameOf(request), wellFormed).map((path) => `${API_BASE}/${path}`);
}

/**
 * The answers to the start-up calls of the page this request asks for, made through the API's
 * own routes (their checks, limits and serialization) as the visitor's browser would, without a
 * login: only the 200 answers, by address. The widget takes an answer only for the very call it
 * would send, without a login (its starter, app/startup/early-start.ts), and sends any other.
 */
export async function startAnswers(app: FastifyInstance, request: FastifyRequest): Promise<Record<string, string>> {
  // The page request's own headers (its language, its proxies' X-Forwarded-For, the sandbox's
  // X-Sandbox-Country), as the visitor's browser sends them with its calls (NOT_FORWARDED aside).
  const headers: Record<string, string | string[]> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !NOT_FORWARDED.has(name) && !name.startsWith('sec-fetch-')) headers[name] = value;
  }
  const calls = startCallsOf(request);
  const bodies: (string | undefined)[] = calls.map(() => undefined);
  const ask = async (url: string, index: number) => {
    // The connection's own address: behind a trusted proxy, the API reads the visitor's from X-Forwarded-For as always.
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.raw.socket.remoteAddress ?? request.ip });
    if (response.statusCode === 200) bodies[index] = response.body;
  };
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, START_ANSWERS_WAIT_MS)));
  await Promise.race([Promise.allSettled(calls.map(ask)), waited]);
  clearTimeout(timer);
  // In the calls' order; what did not answer in time is not in the page.
  const answers: Record<string, string> = {};
  calls.forEach((url, index) => {
    const body = bodies[index];
    if (body !== undefined) answers[url] = body;
  });
  return answers;
}

/**
 * The page with the answers in a JSON element ahead of its first script, which reads them. Every
 * '<' is escaped, so no answer (a partner's texts among them) can end the element or open markup.
 */
export function pageWithStartAnswers(html: string, answers: Record<string, string>): string {
  if (Object.keys(answers).length === 0) return html;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${START_ANSWERS_ELEMENT}">${json}</script>`;
  const firstScript = html.indexOf('<script');
  return firstScript === -1 ? html.replace('</head>', `${element}</head>`) : `${html.slice(0, firstScript)}${element}${html.slice(firstScript)}`;
}
