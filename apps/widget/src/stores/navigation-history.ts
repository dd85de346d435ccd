import { paths } from '../config/paths.js';

/** Entries kept; a journey deeper than this has long stopped needing its first steps. */
const MAX_ENTRIES = 50;
const ROOT = paths.exchange;

function pathOf(entry: string): string {
  return entry.split('?')[0] ?? entry;
}

/**
 * Back-navigation history with the exchange as its root (spec 001 section 2). A forward move
 * pushes the entry; a back move returns to the entry's last occurrence; reaching the exchange
 * starts over.
 */
export function nextHistory(history: readonly string[], entry: string, isBack: boolean): string[] {
  if (pathOf(entry) === ROOT) return [entry];
  const base = history.length > 0 && pathOf(history[0]!) === ROOT ? [...history] : [ROOT, ...history];
  if (isBack) {
    const index = base.lastIndexOf(entry);
    if (index >= 0) return base.slice(0, index + 1);
    return base.length > 1 ? [...base.slice(0, -1), entry] : [...base, entry];
  }
  if (base.at(-1) === entry) return base;
  return [...base, entry].slice(-MAX_ENTRIES);
}

/** Where a plain back button goes: the entry before the current one, else the exchange. */
export function previousEntry(history: readonly string[]): string {
  return history.length >= 2 ? history[history.length - 2]! : ROOT;
}

/**
 * A supplied back action navigates on its own; it raises this one-shot flag first so the history
 * tracker still reads its navigation as a back navigation.
 */
let isBackPending = false;

export function markNextNavigationAsBack(): void {
  isBackPending = true;
}

export function consumeBackMark(): boolean {
  const wasPending = isBackPending;
  isBackPending = false;
  return wasPending;
}
