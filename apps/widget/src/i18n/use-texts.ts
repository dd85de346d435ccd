import { useEffect, useState } from 'react';
import { type Catalogue, hasLoaded, loadMessages } from './i18n.js';

/** Where a catalogue a component needs stands: its texts are in, on their way, or could not be fetched. */
export type TextsState = 'loaded' | 'loading' | 'failed';

/**
 * Loads a catalogue when `isNeeded` (a failure to word, say) and follows it, so a component shows
 * those texts only once they are in. A catalogue that cannot be fetched says so ('failed'): the
 * connection is gone, which is the text to show then (it is in the core catalogue).
 */
export function useTexts(catalogue: Catalogue, isNeeded: boolean): TextsState {
  const [failed, setFailed] = useState<Catalogue | null>(null);
  const [, setLoaded] = useState<Catalogue | null>(null);
  const isLoaded = hasLoaded(catalogue);
  useEffect(() => {
    if (!isNeeded || isLoaded) return undefined;
    let isCurrent = true;
    void loadMessages(catalogue).then(
      () => isCurrent && setLoaded(catalogue),
      () => isCurrent && setFailed(catalogue),
    );
    return () => {
      isCurrent = false;
    };
  }, [catalogue, isNeeded, isLoaded]);
  if (isLoaded) return 'loaded';
  return failed === catalogue ? 'failed' : 'loading';
}
