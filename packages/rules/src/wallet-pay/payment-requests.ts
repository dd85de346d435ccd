import type { WalletPayConfig } from '@ferry/contracts';

/** Google Pay total price status (spec 000 section 9): the amount is the order's, final. */
export const GOOGLE_PAY_TOTAL_PRICE_STATUS = 'FINAL';

/** The Google Pay API's PaymentDataRequest, the parts Ferry sets. */
export interface GooglePayRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  merchantInfo: { merchantId: string; merchantName: string };
  allowedPaymentMethods: {
    type: 'CARD';
    parameters: { allowedAuthMethods: string[]; allowedCardNetworks: string[] };
    tokenizationSpecification: { type: 'PAYMENT_GATEWAY'; parameters: { gateway: string; gatewayMerchantId: string } };
  }[];
  transactionInfo: { totalPriceStatus: typeof GOOGLE_PAY_TOTAL_PRICE_STATUS; totalPrice: string; currencyCode: string; countryCode: string };
}

/**
 * The Google Pay payment request of an order (spec 000 sections 4 and 9): get-config's basis, the
 * order's fiat amount as a FINAL total. The amount stays the decimal string the order carries.
 */
export function googlePayRequest(config: WalletPayConfig, order: { fiatAmount: string; fiatCurrency: string }): GooglePayRequest {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    merchantInfo: { merchantId: config.merchantId, merchantName: config.merchantName },
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          allowedCardNetworks: config.supportedNetworks.map((network) => network.toUpperCase()),
        },
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: config.gateway, gatewayMerchantId: config.merchantId } },
      },
    ],
    transactionInfo: {
      totalPriceStatus: GOOGLE_PAY_TOTAL_PRICE_STATUS,
      totalPrice: order.fiatAmount,
      currencyCode: order.fiatCurrency,
      countryCode: config.countryCode,
    },
  };
}

/** The Apple Pay payment request of an order (ApplePayJS, version from get-config). */
export function applePayRequest(config: WalletPayConfig, order: { fiatAmount: string; fiatCurrency: string }) {
  return {
    countryCode: config.countryCode,
    currencyCode: order.fiatCurrency,
    supportedNetworks: config.supportedNetworks,
    merchantCapabilities: config.merchantCapabilities,
    total: { label: config.merchantName, amount: order.fiatAmount, type: 'final' as const },
  };
}
