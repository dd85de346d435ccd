import { describe, expect, it } from 'vitest';
import { normaliseWidgetParams } from './normalise-widget-params.js';
import type { RawWidgetQuery } from './read-raw.js';
import { context, contextWith, partner, searchParams } from './test-fixtures.js';

const normalise = (raw: RawWidgetQuery | string) =>
  normaliseWidgetParams(typeof raw === 'string' ? searchParams(raw) : raw, context);
const buy = (raw: RawWidgetQuery | string) => normalise(raw).byProduct.BUY;

describe('query parameters (spec 000 section 5)', () => {
  it('values are accepted only if they match the expected type', () => {
    const result = normalise('hideMenu=yes&fiatAmount=ten&estimatedGasLimit=1.5&userData={oops}');
    expect(result.byProduct.BUY).toEqual({ productsAvailed: ['BUY', 'SELL', 'OFF_RAMP_STREAM'] });
    expect(result.rejected).toEqual([
      { name: 'hideMenu', value: 'yes', reason: 'must be true or false' },
      { name: 'fiatAmount', value: 'ten', reason: 'must be a positive decimal number' },
      { name: 'estimatedGasLimit', value: '1.5', reason: 'must be a whole positive number' },
      { name: 'userData', value: '{oops}', reason: 'is not valid JSON' },
    ]);
  });

  it('each type is read into its own type: strings, booleans, numbers, lists, JSON', () => {
    const params = buy(
      'partnerOrderId= order-1 &hideMenu=TRUE&isNFT=true&estimatedGasLimit=21000&tokenId=7' +
        '&excludeFiatCurrencies=eur,gbp&userData={"firstName":"Ada"}',
    );
    expect(params).toMatchObject({
      partnerOrderId: 'order-1',
      hideMenu: true,
      isNFT: true,
      estimatedGasLimit: 21000,
      excludeFiatCurrencies: ['EUR', 'GBP'],
      userData: { firstName: 'Ada' },
    });
  });

  it('list entries are turned into strings; a single string becomes a one-item list', () => {
    const raw = { networks: 'ethereum', excludeFiatCurrencies: ['eur', 'gbp,inr'] };
    expect(buy(raw)).toMatchObject({
      networks: ['ethereum'],
      excludeFiatCurrencies: ['EUR', 'GBP', 'INR'],
    });
    const withNumbers = { networks: [1, 'tron'] } as unknown as RawWidgetQuery;
    expect(normalise(withNumbers).rejected).toEqual([
      { name: 'networks', value: '1', reason: 'not a supported network' },
    ]);
  });

  it('networks and coins are lowercased and must be valid', () => {
    const result = normalise(
      'networks=ETHEREUM,Polygon,solana&defaultNetwork=BITCOIN&cryptoCurrencyList=btc,usdt',
    );
    expect(result.byProduct.BUY).toMatchObject({
      networks: ['ethereum', 'polygon'],
      defaultNetwork: 'bitcoin',
      cryptoCurrencyList: ['BTC', 'USDT'],
    });
    expect(result.rejected).toEqual([
      { name: 'networks', value: 'solana', reason: 'not a supported network' },
    ]);
  });

  it('fiat currencies, countries and crypto symbols are uppercased and must be valid', () => {
    const result = normalise(
      'defaultFiatCurrency=eur&countryCode=de&cryptoCurrencyCode=eth&fiatCurrency=xyz',
    );
    expect(result.byProduct.BUY).toMatchObject({
      defaultFiatCurrency: 'EUR',
      countryCode: 'DE',
      cryptoCurrencyCode: 'ETH',
    });
    expect(result.rejected).toEqual([
      { name: 'fiatCurrency', value: 'xyz', reason: 'not a supported fiat currency' },
    ]);
    expect(normalise('defaultCryptoCurrency=doge').rejected).toEqual([
      { name: 'defaultCryptoCurrency', value: 'doge', reason: 'not a supported crypto currency' },
    ]);
  });

  it('payment methods are lowercased and must be among the enabled ones', () => {
    expect(buy('paymentMethod=APPLE_PAY')).toMatchObject({ paymentMethod: 'apple_pay' });
    const inactive = normalise('paymentMethod=pm_wire');
    expect(inactive.byProduct.BUY?.paymentMethod).toBeUndefined();
    expect(inactive.rejected).toEqual([
      { name: 'paymentMethod', value: 'pm_wire', reason: 'not an enabled payment method' },
    ]);
    expect(normalise('defaultPaymentMethod=cash').rejected).toEqual([
      { name: 'defaultPaymentMethod', value: 'cash', reason: 'not a payment method' },
    ]);
  });

  it('payment methods must be enabled for the chosen fiat currency', () => {
    const result = normalise(
      'fiatCurrency=INR&paymentMethod=apple_pay&defaultPaymentMethod=inr_upi',
    );
    expect(result.byProduct.BUY).toMatchObject({
      fiatCurrency: 'INR',
      defaultPaymentMethod: 'inr_upi',
    });
    expect(result.byProduct.BUY?.paymentMethod).toBeUndefined();
    expect(result.rejected).toEqual([
      { name: 'paymentMethod', value: 'apple_pay', reason: 'not enabled for INR' },
    ]);
  });

  it('disablePaymentMethods is checked against all methods', () => {
    const result = normalise('disablePaymentMethods=PM_WIRE,inr_upi,cash');
    expect(result.byProduct.BUY?.disablePaymentMethods).toEqual(['pm_wire', 'inr_upi']);
    expect(result.rejected).toEqual([
      { name: 'disablePaymentMethods', value: 'cash', reason: 'not a payment method' },
    ]);
  });

  it("products are uppercased and must be among the partner's products", () => {
    const sellOnly = contextWith({ partner: { ...partner, productsAvailed: ['SELL'] } });
    const result = normaliseWidgetParams(searchParams('productsAvailed=buy,sell'), sellOnly);
    expect(result.productsAvailed).toEqual(['SELL']);
    expect(result.rejected).toEqual([
      { name: 'productsAvailed', value: 'BUY', reason: "not among the partner's products" },
    ]);
  });

  it('walletAddressesData keeps only known coins and networks', () => {
    const data = {
      coins: { btc: { address: 'bc1q' }, DOGE: { address: 'D8' }, ETH: { tag: 'x' } },
      networks: {
        Polygon: { address: '0xabc', addressAdditionalData: 7 },
        solana: { address: 'So1' },
      },
      extra: true,
    };
    const result = normalise({ walletAddressesData: JSON.stringify(data) });
    expect(result.byProduct.BUY?.walletAddressesData).toEqual({
      coins: { BTC: { address: 'bc1q' } },
      networks: { polygon: { address: '0xabc', addressAdditionalData: '7' } },
    });
    expect(result.rejected).toEqual([
      { name: 'walletAddressesData.coins.DOGE', value: '{"address":"D8"}', reason: 'unknown coin' },
      {
        name: 'walletAddressesData.coins.ETH',
        value: '{"tag":"x"}',
        reason: 'must be { address, addressAdditionalData? }',
      },
      {
        name: 'walletAddressesData.networks.solana',
        value: '{"address":"So1"}',
        reason: 'unknown network',
      },
      { name: 'walletAddressesData.extra', value: 'true', reason: 'unknown key' },
    ]);
  });

  it('email must be a valid e-mail', () => {
    expect(buy('email= ada@example.com ')).toMatchObject({ email: 'ada@example.com' });
    expect(normalise('email=ada@').rejected).toEqual([
      { name: 'email', value: 'ada@', reason: 'must be a valid e-mail address' },
    ]);
  });

  it('redirectURL must be a parseable URL (http or https only)', () => {
    const url = 'https://partner.example/done?x=1';
    expect(buy({ redirectURL: url })).toMatchObject({ redirectURL: url });
    for (const value of ['not a url', 'javascript:alert(1)', 'https:/partner.example'])
      expect(normalise({ redirectURL: value }).rejected).toEqual([
        { name: 'redirectURL', value, reason: 'must be a parseable http or https URL' },
      ]);
  });

  it('kycShareTokenProvider must be SUMSUB', () => {
    expect(buy('kycShareTokenProvider=sumsub')).toMatchObject({ kycShareTokenProvider: 'SUMSUB' });
    expect(normalise('kycShareTokenProvider=onfido').rejected).toEqual([
      { name: 'kycShareTokenProvider', value: 'onfido', reason: 'must be SUMSUB' },
    ]);
  });

  it('allowed countries have isAllowed true and a currency among the supported fiat currencies', () => {
    expect(buy('countryCode=gb')).toMatchObject({ countryCode: 'GB' });
    expect(normalise('countryCode=KP').rejected).toEqual([
      { name: 'countryCode', value: 'KP', reason: 'not an allowed country' },
    ]);
    expect(normalise('countryCode=JP').rejected).toEqual([
      { name: 'countryCode', value: 'JP', reason: 'not an allowed country' },
    ]);
  });
});
