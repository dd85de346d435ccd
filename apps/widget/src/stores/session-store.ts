import { useMemo, useSyncExternalStore } from 'react';
import { LOCAL_KEYS, sessionSchemas, type SessionKey, type SessionValue } from './session-schema.js';
import { STORAGE_PREFIX as PREFIX } from './storage-prefix.js';
const listeners = new Set<() => void>();
/** Used when the browser refuses storage (sandboxed frames, blocked third-party storage). */
const memory = new Map<string, string>();

function storageFor(key: SessionKey): Storage | null {
  try {
    const storage = LOCAL_KEYS.has(key) ? window.localStorage : window.sessionStorage;
    storage.getItem(PREFIX);
    return storage;
  } catch {
    return null;
  }
}

function readRaw(key: SessionKey): string | null {
  const storage = storageFor(key);
  return storage ? storage.getItem(PREFIX + key) : (memory.get(key) ?? null);
}

function writeRaw(key: SessionKey, raw: string | null): void {
  const storage = storageFor(key);
  try {
    if (raw === null) {
      storage?.removeItem(PREFIX + key);
      memory.delete(key);
    } else if (storage) {
      storage.setItem(PREFIX + key, raw);
    } else {
      memory.set(key, raw);
    }
  } catch {
    // Quota exceeded: keep the value for this page's life rather than lose it.
    if (raw !== null) memory.set(key, raw);
  }
  for (const listener of listeners) listener();
}

function parse<K extends SessionKey>(key: K, raw: string | null): SessionValue<K> | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return sessionSchemas[key](value) ? (value as SessionValue<K>) : undefined;
  } catch {
    return undefined;
  }
}

/** The typed, validated store of restorable items; a stored value of the wrong shape reads as absent. */
export const sessionStore = {
  get<K extends SessionKey>(key: K): SessionValue<K> | undefined {
    return parse(key, readRaw(key));
  },
  set<K extends SessionKey>(key: K, value: SessionValue<K>): void {
    writeRaw(key, JSON.stringify(value));
  },
  remove(key: SessionKey): void {
    writeRaw(key, null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function subscribeWithOtherTabs(listener: () => void): () => void {
  const unsubscribe = sessionStore.subscribe(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

/** A stored item that re-renders its reader when it changes, here or (local items) in another tab. */
export function useSessionValue<K extends SessionKey>(key: K): SessionValue<K> | undefined {
  const raw = useSyncExternalStore(subscribeWithOtherTabs, () => readRaw(key));
  return useMemo(() => parse(key, raw), [key, raw]);
}
