import { createLocation, createPath, parsePath, type Location } from './path.js';

/** The list of entries the router moves through: the browser's, or an array in tests. */
export interface History {
  /** The entry shown now. */
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called when the user moves through the entries (back, forward, `go`). */
  listen(listener: (location: Location) => void): () => void;
}

/** What the browser keeps per entry: the location state and the entry's key. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

export function createBrowserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = (window.history.state ?? {}) as EntryState;
    return createLocation({ pathname, search, hash }, entry.usr, entry.key ?? 'default');
  };
  const entryOf = (location: Location): EntryState => ({ usr: location.state, key: location.key });
  return {
    get location() {
      return read();
    },
    push(location) {
      try {
        window.history.pushState(entryOf(location), '', createPath(location));
      } catch {
        // Safari limits pushState calls and refuses state it cannot clone: load the page instead.
        window.location.assign(createPath(location));
      }
    },
    replace(location) {
      window.history.replaceState(entryOf(location), '', createPath(location));
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      const onPop = () => listener(read());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** A starting entry of a memory history: an address, or its parts with a state. */
export type InitialEntry = string | Partial<Location>;

export function createMemoryHistory(
  initialEntries: InitialEntry[] = ['/'],
  initialIndex?: number,
): History {
  const entries = initialEntries.map((entry, index) => {
    const parts = typeof entry === 'string' ? parsePath(entry) : entry;
    const path = {
      pathname: parts.pathname ?? '/',
      search: parts.search ?? '',
      hash: parts.hash ?? '',
    };
    const key = typeof entry === 'string' ? undefined : entry.key;
    return createLocation(
      path,
      typeof entry === 'string' ? null : entry.state,
      key ?? (index === 0 ? 'default' : undefined),
    );
  });
  const clamp = (index: number) => Math.min(Math.max(index, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      index = clamp(index + delta);
      for (const listener of listeners) listener(entries[index]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
