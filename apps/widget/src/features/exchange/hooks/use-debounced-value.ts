import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`; `key` decides what counts as a change. */
export function useDebouncedValue<T>(value: T, key: string, delayMs: number): { value: T; key: string } {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (key === settled.key) return undefined;
    const timer = setTimeout(() => setSettled({ value, key }), delayMs);
    return () => clearTimeout(timer);
  }, [value, key, settled.key, delayMs]);
  return settled;
}
