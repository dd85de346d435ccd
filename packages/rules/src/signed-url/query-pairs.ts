/** One `key=value` segment of a raw query string, as written and with its key decoded. */
export interface QueryPair {
  raw: string;
  key: string;
}

/** A query component decoded as a browser's URLSearchParams would, never throwing on bad escapes. */
export function decodeQueryComponent(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The raw query without its leading '?' and without any fragment. */
export function bareQuery(rawQuery: string): string {
  const withoutFragment = rawQuery.split('#', 1)[0] ?? '';
  return withoutFragment.startsWith('?') ? withoutFragment.slice(1) : withoutFragment;
}

/** The segments of a raw query in their order; empty segments (`a=1&&b=2`) are kept as written. */
export function queryPairs(rawQuery: string): QueryPair[] {
  const query = bareQuery(rawQuery);
  if (query === '') return [];
  return query.split('&').map((raw) => {
    const equals = raw.indexOf('=');
    return { raw, key: decodeQueryComponent(equals === -1 ? raw : raw.slice(0, equals)) };
  });
}

/** The value of a segment, decoded. */
export function pairValue(pair: QueryPair): string {
  const equals = pair.raw.indexOf('=');
  return equals === -1 ? '' : decodeQueryComponent(pair.raw.slice(equals + 1));
}
