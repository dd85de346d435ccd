import { useRef } from 'react';

/**
 * Runs the first click at once and ignores the clicks that follow within `waitMs` of it
 * (a leading-edge debounce), so a double tap cannot submit twice.
 */
export function useLeadingClick(onClick: (() => void) | undefined, waitMs: number): () => void {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  return () => {
    const now = Date.now();
    if (now - lastRun.current < waitMs) return;
    lastRun.current = now;
    onClick?.();
  };
}
