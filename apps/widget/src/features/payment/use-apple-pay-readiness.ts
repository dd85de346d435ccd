import { APPLE_PAY_READINESS_CHECK_MS } from '@ferry/contracts';
import { useEffect, useState } from 'react';
import { deviceApplePay } from './apple-pay-session.js';

export type WalletReadiness = 'checking' | 'device' | 'sandbox' | 'unavailable';

/**
 * The Apple Pay button's readiness (spec 000 section 9): checked every 500 ms until the device can
 * pay. A browser without Apple Pay JS is not ready at all; in sandbox mode the sandbox pay sheet
 * stands in for the device there.
 */
export function useApplePayReadiness(environment: 'sandbox' | 'production' | undefined): WalletReadiness {
  const [isDeviceReady, setDeviceReady] = useState(() => deviceApplePay()?.canMakePayments() === true);
  const hasDevice = deviceApplePay() !== null;
  useEffect(() => {
    if (isDeviceReady || !hasDevice) return undefined;
    // Each check 500 ms after the last one ran, not on an interval's beat: a check held up by a
    // busy page is not followed by one a moment later.
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (deviceApplePay()?.canMakePayments() === true) setDeviceReady(true);
      else timer = setTimeout(check, APPLE_PAY_READINESS_CHECK_MS);
    };
    timer = setTimeout(check, APPLE_PAY_READINESS_CHECK_MS);
    return () => clearTimeout(timer);
  }, [isDeviceReady, hasDevice]);
  if (isDeviceReady) return 'device';
  if (hasDevice) return 'checking';
  if (!environment) return 'checking';
  return environment === 'sandbox' ? 'sandbox' : 'unavailable';
}
