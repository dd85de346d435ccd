import type { WalletPayConfig } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { applePayRequest, googlePayRequest } from './payment-requests.js';

const config: WalletPayConfig = {
  platform: 'googlepay',
  merchantId: 'merchant.ferry.sandbox',
  merchantName: 'Ferry',
  supportedNetworks: ['visa', 'masterCard'],
  merchantCapabilities: ['supports3DS'],
  countryCode: 'GB',
  gateway: 'ferrysandbox',
  environment: 'sandbox',
};

describe('wallet payment requests', () => {
  it('Google Pay: the order amount as a FINAL total, networks and gateway from get-config', () => {
    const request = googlePayRequest(config, { fiatAmount: '100.10', fiatCurrency: 'EUR' });
    expect(request.transactionInfo).toEqual({ totalPriceStatus: 'FINAL', totalPrice: '100.10', currencyCode: 'EUR', countryCode: 'GB' });
    expect(request.allowedPaymentMethods[0]?.parameters.allowedCardNetworks).toEqual(['VISA', 'MASTERCARD']);
    expect(request.allowedPaymentMethods[0]?.tokenizationSpecification.parameters).toEqual({ gateway: 'ferrysandbox', gatewayMerchantId: 'merchant.ferry.sandbox' });
  });
  it('Apple Pay: a final total labelled with the merchant', () => {
    expect(applePayRequest(config, { fiatAmount: '25.00', fiatCurrency: 'GBP' }).total).toEqual({ label: 'Ferry', amount: '25.00', type: 'final' });
  });
});
