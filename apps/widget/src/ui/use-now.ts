import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * The current time in ms, renewed every second while `isTicking` and until `stopsAt` (ms) has
 * passed: the one clock of every countdown on screen. The timer goes with the component.
 */
export function useNow(isTicking = true, stopsAt = Number.POSITIVE_INFINITY): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking || Date.now() >= stopsAt) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= stopsAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isTicking, stopsAt]);
  return now;
}
