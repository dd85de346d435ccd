import type { PaymentAvailabilityContext } from '@ferry/rules';
import { useMemo } from 'react';
import { isInFrame } from '../../../config/embedding-host.js';

/** The two partner keys exempt from the Google Pay in-app restriction (spec 000 section 9). */
export const GOOGLE_PAY_ALLOW_LISTED_KEYS = ['pk_sandbox_ferry', 'pk_live_ferry'] as const;

/** In-app browsers announce themselves in the user agent (social apps and Android web views). */
export function isInAppBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|Instagram|Line\/|Twitter|MicroMessenger|TikTok|Snapchat|; wv\)|WebView/i.test(userAgent);
}

type ApplePayWindow = { ApplePaySession?: { canMakePayments?: () => boolean } };

function isApplePaySupported(): boolean {
  try {
    return (window as unknown as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

/** Where the widget runs and for whom, for the payment-method availability rules. */
export function usePaymentContext(options: {
  partnerApiKey: string;
  sdkName: string | undefined;
  kycCountryCode: string | undefined;
  isNft: boolean;
}): PaymentAvailabilityContext {
  const { partnerApiKey, sdkName, kycCountryCode, isNft } = options;
  return useMemo(
    () => ({
      isInIframe: isInFrame(),
      isInAppBrowser: isInAppBrowser(navigator.userAgent),
      isApplePaySupported: isApplePaySupported(),
      partnerApiKey,
      googlePayAllowListedKeys: GOOGLE_PAY_ALLOW_LISTED_KEYS,
      isNft,
      ...(sdkName ? { sdkName } : {}),
      ...(kycCountryCode ? { kycCountryCode } : {}),
    }),
    [partnerApiKey, sdkName, kycCountryCode, isNft],
  );
}
