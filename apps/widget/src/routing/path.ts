/** The parts of an address the router reads. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where to go: an address ('/user/orders?x=1', '?x=1', 'kyc') or its parts. */
export type To = string | Partial<Path>;

/** One entry of the history: its address, the state it was pushed with and a unique key. */
export interface Location extends Path {
  state: unknown;
  /** 'default' for the entry the router started on, a random id for every entry it adds. */
  key: string;
}

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** '?a=1' from 'a=1' or '?a=1'; nothing from '' or a bare '?'. */
function withMark(value: string | undefined, mark: '?' | '#'): string {
  if (!value || value === mark) return '';
  return value.startsWith(mark) ? value : mark + value;
}

export function createPath({ pathname = '/', search, hash }: Partial<Path>): string {
  return pathname + withMark(search, '?') + withMark(hash, '#');
}

/** A relative pathname is resolved against `from` as a folder, with '..' going up one segment. */
function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The full address of a target seen from the current pathname: an absolute path as it is, a
 * relative one below the current path, and a search- or hash-only target on the current path.
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname
    ? parts.pathname.startsWith('/')
      ? parts.pathname
      : resolvePathname(parts.pathname, fromPathname)
    : fromPathname;
  return { pathname, search: withMark(parts.search, '?'), hash: withMark(parts.hash, '#') };
}

export function createLocation(
  path: Path,
  state: unknown,
  key = Math.random().toString(36).slice(2, 10),
): Location {
  return {
    pathname: path.pathname,
    search: path.search,
    hash: path.hash,
    state: state ?? null,
    key,
  };
}
