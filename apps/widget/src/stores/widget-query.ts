import { resetSessionOnPartnerChange } from './session-reset.js';
import { sessionStore, useSessionValue } from './session-store.js';
import { isFreshStartQuery, queryFromSearch } from './start-query.js';

/**
 * The partner's query parameters as the widget received them at start. Validation and
 * per-product normalisation are the widget-params rules'; this module only reads the few the
 * shell needs.
 */
export type WidgetQuery = Readonly<Record<string, string>>;

/**
 * Takes a fresh configuration (start-query.ts isFreshStartQuery) in place of the stored one.
 * Another partner's key also forgets what the previous partner stored (its products above all).
 * Returns whether the query was taken.
 */
export function captureStartQuery(search: string): boolean {
  const query = queryFromSearch(search);
  const previous = sessionStore.get('queryParams');
  const isFresh = isFreshStartQuery(query, previous !== undefined);
  if (!isFresh) return false;
  if (previous && previous.apiKey?.trim() !== query.apiKey?.trim()) resetSessionOnPartnerChange();
  sessionStore.set('queryParams', query);
  sessionStore.set('initQueryString', search.startsWith('?') ? search : `?${search}`);
  return true;
}

const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

export const widgetQuery = {
  apiKey: (query: WidgetQuery, defaultApiKey: string) => query.apiKey?.trim() || defaultApiKey,
  isNft: (query: WidgetQuery) => isTrue(query.isNFT),
  exchangeScreenTitle: (query: WidgetQuery) => query.exchangeScreenTitle?.trim() || undefined,
};

const EMPTY: WidgetQuery = {};

export function useWidgetQuery(): WidgetQuery {
  return useSessionValue('queryParams') ?? EMPTY;
}
