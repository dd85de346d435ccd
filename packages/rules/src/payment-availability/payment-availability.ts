import type { PaymentOption, PaymentUnavailabilityReason } from '@ferry/contracts';

/** Where the widget runs and for whom; the allow-list comes from configuration. */
export interface PaymentAvailabilityContext {
  isInIframe: boolean;
  isInAppBrowser: boolean;
  isApplePaySupported: boolean;
  /** Set when a partner SDK hosts the widget in its own web view. */
  sdkName?: string;
  partnerApiKey: string;
  googlePayAllowListedKeys: readonly string[];
  /** The country of the user's KYC address, when known. */
  kycCountryCode?: string;
  isNft: boolean;
}

/** A rule returns the reason (a code) the option is unavailable, or undefined when it is available. */
type AvailabilityRule = (
  option: PaymentOption,
  context: PaymentAvailabilityContext,
) => PaymentUnavailabilityReason | undefined;

const hasSdk = (context: PaymentAvailabilityContext) => Boolean(context.sdkName?.trim());
const WALLET_AND_OPEN_BANKING = new Set(['apple_pay', 'google_pay', 'pm_open_banking']);

/** apple_pay is shown only outside a frame. */
export function applePayIsShownOnlyOutsideFrame(
  option: PaymentOption,
  context: PaymentAvailabilityContext,
): boolean {
  return !(option.id === 'apple_pay' && context.isInIframe);
}

/** apple_pay is disabled if the device lacks it. */
export const applePayNeedsDeviceSupport: AvailabilityRule = (option, context) =>
  option.id === 'apple_pay' && !context.isApplePaySupported
    ? 'APPLE_PAY_UNSUPPORTED'
    : undefined;

/**
 * google_pay is disabled in embedded or in-app browsers without sdkName, except for the
 * allow-listed partner keys.
 */
export const googlePayNeedsPlainBrowserOrSdk: AvailabilityRule = (option, context) => {
  if (option.id !== 'google_pay') return undefined;
  const isRestricted = (context.isInIframe || context.isInAppBrowser) && !hasSdk(context);
  return isRestricted && !context.googlePayAllowListedKeys.includes(context.partnerApiKey)
    ? 'GOOGLE_PAY_UNAVAILABLE'
    : undefined;
};

/** pm_open_banking is disabled in in-app browsers without sdkName. */
export const openBankingNeedsPlainBrowserOrSdk: AvailabilityRule = (option, context) =>
  option.id === 'pm_open_banking' && context.isInAppBrowser && !hasSdk(context)
    ? 'OPEN_BANKING_UNAVAILABLE'
    : undefined;

/**
 * Any other method is disabled when the KYC address country is not in its
 * supportedCountryCode list; only once that country is known.
 */
export const methodMustServeKycCountry: AvailabilityRule = (option, context) => {
  const country = context.kycCountryCode?.trim().toUpperCase();
  if (!country || WALLET_AND_OPEN_BANKING.has(option.id)) return undefined;
  const isServed = option.supportedCountryCode.some((code) => code.toUpperCase() === country);
  return isServed ? undefined : 'KYC_COUNTRY_UNSUPPORTED';
};

/** NFT orders require a payment method that allows NFTs. */
export const nftOrderNeedsNftAllowedMethod: AvailabilityRule = (option, context) =>
  context.isNft && !option.isNftAllowed ? 'NFT_NOT_ALLOWED' : undefined;

/** In order: the first rule that fails gives the reason shown. */
export const AVAILABILITY_RULES: readonly AvailabilityRule[] = [
  applePayNeedsDeviceSupport,
  googlePayNeedsPlainBrowserOrSdk,
  openBankingNeedsPlainBrowserOrSdk,
  methodMustServeKycCountry,
  nftOrderNeedsNftAllowedMethod,
];

function withAvailability(
  option: PaymentOption,
  context: PaymentAvailabilityContext,
): PaymentOption {
  const { unavailabilityReason: _previous, unavailabilityCode: _previousCode, disabled: _previousDisabled, ...rest } = option;
  for (const rule of AVAILABILITY_RULES) {
    const reason = rule(option, context);
    if (reason) return { ...rest, disabled: true, unavailabilityCode: reason };
  }
  return { ...rest, disabled: false };
}

/**
 * Payment method availability (spec 000 section 5, spec 001 section 6): each option gets
 * `disabled` and, when disabled, its reason as a code (`unavailabilityCode`, worded by the
 * widget's catalogue in the user's language); Apple Pay is left out inside
 * a frame; enabled options come first, each group in its original order.
 */
export function applyPaymentAvailability(
  options: readonly PaymentOption[],
  context: PaymentAvailabilityContext,
): PaymentOption[] {
  const shown = options.filter((option) => applePayIsShownOnlyOutsideFrame(option, context));
  const checked = shown.map((option) => withAvailability(option, context));
  return [
    ...checked.filter((option) => !option.disabled),
    ...checked.filter((option) => option.disabled),
  ];
}
