import { useEffect, useState } from 'react';

/** The current time in ms, renewed every second while `isTicking`. */
export function useNow(isTicking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}
