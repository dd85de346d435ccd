import { useState } from 'react';
import { useNow } from '../../ui/use-now.js';

/** Whole seconds left of a countdown started when the component mounted; 0 when it is over. */
export function useCountdownSeconds(totalMs: number): number {
  const [endsAt] = useState(() => Date.now() + totalMs);
  const now = useNow(true, endsAt);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
