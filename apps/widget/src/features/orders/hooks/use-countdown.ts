import { expiryCountdown } from '@ferry/rules';
import { useEffect, useState } from 'react';

/** The order-expiry countdown, ticking every second. */
export function useCountdown(autoExpiresAt: string | null): string | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!autoExpiresAt) return undefined;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [autoExpiresAt]);
  return expiryCountdown(autoExpiresAt, now);
}
