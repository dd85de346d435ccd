import { startupCallPaths } from '@ferry/contracts';
import { environmentSettings, languageOfTag } from '@ferry/rules';
import { apiUrl } from '../../api/api-url.js';
import { answerEarly, sendEarly, startAnswersInPage } from '../../api/early-answers.js';
import { isWellFormedApiKey } from '../../api/startup/api-key-shape.js';
import { embeddingHostname } from '../../config/embedding-host.js';
import { hasHostPage } from '../../host/has-host-page.js';
import { isFreshStartQuery, queryFromSearch } from '../../stores/start-query.js';
import { STORAGE_PREFIX } from '../../stores/storage-prefix.js';
import { isPlainStart, plainStart } from './start-kind.js';

/** A stored item as the session store wrote it (JSON), or undefined; storage may be refused. */
function storedItem(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(STORAGE_PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

const textOf = (value: unknown, key: string): string | undefined => {
  const entry = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof entry === 'string' ? entry : undefined;
};

function preload(file: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

function preloadCoreTexts(coreTexts: Readonly<Record<string, string>>, param: string | undefined): void {
  const language = languageOfTag(param) ?? navigator.languages.map(languageOfTag).find((found) => found !== undefined);
  const file = language && coreTexts[language];
  if (file) preload(file);
}

/** The built files of the host page's link (app/host-link.ts), which the start loads only when there is a host page. */
export interface EarlyFiles {
  hostLink?: readonly string[];
}

/**
 * Run by index.html's inline script (build/early-start.ts), before the widget's code has arrived:
 * sends the start-up calls (spec 000 section 4 "Widget start") as prefetch-startup.ts will ask for
 * them, so they travel while the code downloads and apiRequest takes their answers
 * (api/early-answers.ts). Only a plain start: a partner session, a one-time token or a signed URL
 * may change the partner or the login first. The partner's key is worked out as the start will
 * (widget-query.ts, startup-params.ts); a guess that turns out different only costs the calls,
 * as apiRequest then asks again.
 * Also preloads the core catalogue in the language the start will choose (start-language.ts),
 * when the query or the browser names it: `coreTexts` is its built file per language; and, for
 * any start, the host link's files when the widget is framed or a popup (start-widget.ts awaits
 * them before the first render).
 */
export function sendStartupCallsEarly(coreTexts: Readonly<Record<string, string>> = {}, files: EarlyFiles = {}): void {
  if (hasHostPage()) files.hostLink?.forEach(preload);
  const { search } = window.location;
  if (!isPlainStart(search)) return;
  const query = queryFromSearch(plainStart(search).search);
  const storedQuery = storedItem(() => window.sessionStorage, 'queryParams');
  const params = isFreshStartQuery(query, storedQuery !== undefined) ? query : storedQuery;
  preloadCoreTexts(coreTexts, textOf(params, 'language'));
  const apiKey = textOf(params, 'apiKey')?.trim() || environmentSettings(window.location.hostname).defaultApiKey;
  const hostname = embeddingHostname();
  const calls = startupCallPaths(hostname, isWellFormedApiKey(apiKey) ? apiKey : undefined).map((call) => apiUrl(call));
  const authorization = textOf({ token: storedItem(() => window.localStorage, 'authToken') }, 'token') ?? null;
  // The page's own answers serve a call without a login (the server wrote them for this very call).
  const answers = authorization === null ? startAnswersInPage(document) : {};
  for (const url of calls) {
    const answer = answers[url];
    if (answer === undefined) sendEarly(url, authorization);
    else answerEarly(url, answer);
  }
}
