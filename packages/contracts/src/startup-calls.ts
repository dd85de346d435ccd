// No imports: index.html's inline starter bundles this file (apps/widget/build/early-start.ts).

// The WHATWG URLSearchParams of browsers and Node alike, which the widget's client writes its
// queries with (api/api-url.ts); the contracts compile without the DOM's or Node's types.
declare const URLSearchParams: new (init: Record<string, string>) => { toString(): string };
/** The API's base path: the server's routes are under it, the widget's calls go to it. */
export const API_BASE = '/api/v1';

/**
 * The start-up calls a plain start sends (spec 000 section 4 "Widget start"), as paths under the
 * API's base with their queries, in the form the widget's client writes them: index.html's starter
 * sends them while the widget's code downloads, and the server answers them into the page it
 * serves (server http/start-answers.ts). The partner's three only with a well-formed `apiKey`.
 */
export function startupCallPaths(hostname: string, apiKey: string | undefined): string[] {
  const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;
  const calls = [`init-widget${query({ hostname })}`, 'countries', 'get/country'];
  if (apiKey !== undefined) {
    calls.push(
      `partners/${encodeURIComponent(apiKey)}${query({ hostname })}`,
      `fiat-currencies${query({ apiKey })}`,
      `crypto-currencies${query({ partnerApiKey: apiKey })}`,
    );
  }
  return calls;
}

/** The id of the page's JSON element in which the server writes the start-up calls' answers, by address. */
export const START_ANSWERS_ELEMENT = 'ferry-start-answers';
