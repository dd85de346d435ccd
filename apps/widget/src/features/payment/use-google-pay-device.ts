import type { Order, WalletPayConfig } from '@ferry/contracts';
import { useEffect, useState } from 'react';
import { deviceGooglePay, type GooglePayDevice } from './google-pay-client.js';
import type { WalletReadiness } from './use-apple-pay-readiness.js';

/** Whether this browser's own Google Pay can pay the order; the sandbox pay sheet otherwise (sandbox only). */
export function useGooglePayDevice(config: WalletPayConfig | undefined, order: Order, isEnabled: boolean): { readiness: WalletReadiness; device: GooglePayDevice | null } {
  const [found, setFound] = useState<{ device: GooglePayDevice | null } | null>(null);
  useEffect(() => {
    if (!config || !isEnabled) return undefined;
    let isCurrent = true;
    void deviceGooglePay(config, order)
      .catch(() => null)
      .then((device) => {
        if (isCurrent) setFound({ device });
      });
    return () => {
      isCurrent = false;
    };
  }, [config, order, isEnabled]);
  if (!config || !found) return { readiness: 'checking', device: null };
  if (found.device) return { readiness: 'device', device: found.device };
  return { readiness: config.environment === 'sandbox' ? 'sandbox' : 'unavailable', device: null };
}
