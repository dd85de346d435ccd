import { describe, expect, it } from 'vitest';
import { normaliseWidgetParams } from './normalise-widget-params.js';
import { context, searchParams } from './test-fixtures.js';

const normalise = (query: string, ctx = context) => normaliseWidgetParams(searchParams(query), ctx);
const buy = (query: string, ctx = context) => normalise(query, ctx).byProduct.BUY;
const ALL = ['BUY', 'SELL', 'OFF_RAMP_STREAM'];

describe('query parameter normalisation per product (spec 000 section 4)', () => {
  it('networks replaces network', () => {
    expect(buy('network=bitcoin&networks=ethereum')).toEqual({
      productsAvailed: ALL,
      networks: ['ethereum'],
    });
    expect(buy('network=bitcoin')).toMatchObject({ network: 'bitcoin' });
  });

  it('fiatCurrency overrides countryCode, defaultFiatCurrency and excludeFiatCurrencies', () => {
    expect(
      buy('fiatCurrency=gbp&countryCode=DE&defaultFiatCurrency=EUR&excludeFiatCurrencies=INR'),
    ).toEqual({
      productsAvailed: ALL,
      fiatCurrency: 'GBP',
    });
  });

  it("countryCode maps to that country's currency", () => {
    expect(buy('countryCode=in')).toEqual({
      productsAvailed: ALL,
      countryCode: 'IN',
      defaultFiatCurrency: 'INR',
    });
    expect(buy('countryCode=IN&defaultFiatCurrency=USD')).toMatchObject({
      defaultFiatCurrency: 'USD',
    });
    expect(buy('countryCode=IN&excludeFiatCurrencies=INR')?.defaultFiatCurrency).toBeUndefined();
  });

  it("payment methods are checked against the country's currency", () => {
    const result = normalise('countryCode=IN&paymentMethod=inr_upi&defaultPaymentMethod=apple_pay');
    expect(result.byProduct.BUY).toMatchObject({
      defaultFiatCurrency: 'INR',
      paymentMethod: 'inr_upi',
    });
    expect(result.rejected).toEqual([
      { name: 'defaultPaymentMethod', value: 'apple_pay', reason: 'not enabled for INR' },
    ]);
  });

  it('fiatAmount needs a fiat currency', () => {
    const result = normalise('fiatAmount=100&defaultFiatCurrency=USD');
    expect(result.byProduct.BUY).toEqual({ productsAvailed: ALL, defaultFiatCurrency: 'USD' });
    expect(result.rejected).toEqual([
      { name: 'fiatAmount', value: '100', reason: 'needs fiatCurrency' },
    ]);
  });

  it('fiatAmount wins over defaultFiatAmount', () => {
    expect(buy('fiatCurrency=USD&fiatAmount=100&defaultFiatAmount=50')).toEqual({
      productsAvailed: ALL,
      fiatCurrency: 'USD',
      fiatAmount: '100',
    });
    expect(buy('defaultFiatAmount=50')).toMatchObject({ defaultFiatAmount: '50' });
  });

  it('BUY: defaultCryptoAmount applies only with a cryptoCurrencyCode and no fiat amount', () => {
    expect(buy('cryptoCurrencyCode=BTC&defaultCryptoAmount=0.5')).toMatchObject({
      defaultCryptoAmount: '0.5',
    });
    expect(buy('defaultCryptoAmount=0.5')?.defaultCryptoAmount).toBeUndefined();
    expect(
      buy('cryptoCurrencyCode=BTC&defaultCryptoAmount=0.5&defaultFiatAmount=100')
        ?.defaultCryptoAmount,
    ).toBeUndefined();
    expect(
      buy('cryptoCurrencyCode=BTC&defaultCryptoAmount=0.5&fiatCurrency=USD&fiatAmount=100')
        ?.defaultCryptoAmount,
    ).toBeUndefined();
  });

  it('SELL: cryptoAmount wins over defaultCryptoAmount', () => {
    const result = normalise('cryptoAmount=2&defaultCryptoAmount=1');
    expect(result.byProduct.SELL).toMatchObject({ cryptoAmount: '2' });
    expect(result.byProduct.SELL?.defaultCryptoAmount).toBeUndefined();
    expect(normalise('defaultCryptoAmount=1').byProduct.SELL).toMatchObject({
      defaultCryptoAmount: '1',
    });
  });

  it('OFF_RAMP_STREAM: no crypto amount is kept', () => {
    const result = normalise('cryptoAmount=2&defaultCryptoAmount=1&cryptoCurrencyCode=USDT');
    expect(result.byProduct.OFF_RAMP_STREAM).toEqual({
      productsAvailed: ALL,
      cryptoCurrencyCode: 'USDT',
    });
    expect(result.rejected).toEqual([]);
  });

  it('walletAddress wins over walletAddressesData', () => {
    const data = encodeURIComponent(JSON.stringify({ coins: { BTC: { address: 'bc1q' } } }));
    expect(buy(`walletAddress=0xabc&walletAddressesData=${data}`)).toEqual({
      productsAvailed: ALL,
      walletAddress: '0xabc',
    });
  });

  it('cryptoCurrencyCode wins over defaultCryptoCurrency and cryptoCurrencyList', () => {
    expect(
      buy('cryptoCurrencyCode=eth&defaultCryptoCurrency=BTC&cryptoCurrencyList=BTC,USDT'),
    ).toEqual({
      productsAvailed: ALL,
      cryptoCurrencyCode: 'ETH',
    });
  });

  it('paymentMethod wins over defaultPaymentMethod', () => {
    expect(buy('paymentMethod=credit_debit_card&defaultPaymentMethod=apple_pay')).toEqual({
      productsAvailed: ALL,
      paymentMethod: 'credit_debit_card',
    });
  });

  it('null values are dropped from every product', () => {
    const result = normalise('walletAddress=null&cryptoCurrencyCode=&hideMenu=false');
    for (const product of ['BUY', 'SELL', 'OFF_RAMP_STREAM'] as const)
      expect(result.byProduct[product]).toEqual({ productsAvailed: ALL, hideMenu: false });
  });
});
