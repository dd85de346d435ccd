import { describe, expect, it } from 'vitest';
import { whiteLabelQuoteRequest } from './white-label-quote.js';

const wallet = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const buy = {
  isWhiteLabelFlow: true,
  fiatCurrency: 'EUR',
  cryptoCurrencyCode: 'ETH',
  network: 'ethereum',
  paymentMethod: 'sepa_bank_transfer' as const,
  fiatAmount: '100',
  walletAddress: wallet,
};
const context = { flow: 'BUY' as const, partnerApiKey: 'pk_sandbox_demo' };

describe('white-label flow: the quote the partner URL carries (spec 000 section 2)', () => {
  it('a whole buy in the URL makes the quote request of that order', () => {
    expect(whiteLabelQuoteRequest(buy, context)).toEqual({
      fiatAmount: '100',
      fiatCurrency: 'EUR',
      cryptoCurrency: 'ETH',
      network: 'ethereum',
      paymentMethod: 'sepa_bank_transfer',
      partnerApiKey: 'pk_sandbox_demo',
      isBuyOrSell: 'BUY',
    });
  });
  it('defaults count; a sell is priced by its crypto amount and needs no wallet', () => {
    const sell = { isWhiteLabelFlow: true, defaultFiatCurrency: 'EUR', defaultCryptoCurrency: 'ETH', networks: ['ethereum'], defaultPaymentMethod: 'sepa_bank_transfer' as const, cryptoAmount: '0.1' };
    expect(whiteLabelQuoteRequest(sell, { ...context, flow: 'SELL' })).toMatchObject({ cryptoAmount: '0.1', fiatCurrency: 'EUR', network: 'ethereum', isBuyOrSell: 'SELL' });
  });
  it('without the flag, or without a whole order (no amount, method or buy wallet), nothing: the exchange is shown as usual', () => {
    expect(whiteLabelQuoteRequest({ ...buy, isWhiteLabelFlow: false }, context)).toBeNull();
    expect(whiteLabelQuoteRequest({ ...buy, fiatAmount: undefined }, context)).toBeNull();
    expect(whiteLabelQuoteRequest({ ...buy, paymentMethod: undefined }, context)).toBeNull();
    expect(whiteLabelQuoteRequest({ ...buy, walletAddress: '  ' }, context)).toBeNull();
    expect(whiteLabelQuoteRequest(buy, { ...context, flow: 'OFF_RAMP_STREAM' })).toBeNull();
  });
});
