import { resetSessionOnPartnerChange } from './session-reset.js';
import { sessionStore, useSessionValue } from './session-store.js';

/**
 * The partner's query parameters as the widget received them at start. Validation and
 * per-product normalisation are the widget-params rules'; this module only reads the few the
 * shell needs.
 */
export type WidgetQuery = Readonly<Record<string, string>>;

export function queryFromSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * A start URL carrying an apiKey is a fresh configuration from the partner and replaces the
 * stored one; so does any query when nothing is stored yet (a partner relying on the default
 * key). Otherwise the query belongs to an inner screen (`/404?header=...`, a reload of
 * `/menu`) and the stored configuration stays. Another partner's key also forgets what the
 * previous partner stored (its products above all). Returns whether the query was taken.
 */
export function captureStartQuery(search: string): boolean {
  const query = queryFromSearch(search);
  const previous = sessionStore.get('queryParams');
  const isFresh = 'apiKey' in query || (Object.keys(query).length > 0 && !previous);
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
