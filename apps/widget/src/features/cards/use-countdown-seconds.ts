import { useEffect, useState } from 'react';

/** Whole seconds left of a countdown started when the component mounted; 0 when it is over. */
export function useCountdownSeconds(totalMs: number): number {
  const [left, setLeft] = useState(Math.ceil(totalMs / 1000));
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
