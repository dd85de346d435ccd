export function queryFromSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * A start URL carrying an apiKey is a fresh configuration from the partner and replaces the
 * stored one; so does any query when nothing is stored yet (a partner relying on the default
 * key). Otherwise the query belongs to an inner screen (`/404?header=...`, a reload of `/menu`)
 * and the stored configuration stays.
 */
export function isFreshStartQuery(query: Readonly<Record<string, string>>, hasStored: boolean): boolean {
  return 'apiKey' in query || (Object.keys(query).length > 0 && !hasStored);
}
