import { expiryCountdown } from '@ferry/rules';
import { useNow } from '../../../ui/use-now.js';

/** The order-expiry countdown, ticking every second until the order expires. */
export function useCountdown(autoExpiresAt: string | null): string | null {
  const now = useNow(autoExpiresAt !== null, autoExpiresAt ? Date.parse(autoExpiresAt) : undefined);
  return expiryCountdown(autoExpiresAt, new Date(now));
}
