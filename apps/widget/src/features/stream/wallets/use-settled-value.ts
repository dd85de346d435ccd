import { useEffect, useState } from 'react';

/** The value once it has stopped changing for delayMs (the calculator's 600 ms debounce). */
export function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
