import { useEffect, useState } from 'react';

/**
 * Whether the screen has painted since it mounted: the frame callback runs just before the
 * paint, the timeout it starts just after.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setHasPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
