import type { CryptoCurrency, FiatCurrency, PaymentOption } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { acceptAmountText, amountValue } from './amount-text.js';
import { initialAmount, initialCrypto, initialFiat } from './initial-selection.js';
import { lockedChoices, offeredCryptos, offeredFiats } from './offered-currencies.js';
import { paymentOptionsFor, pickPaymentMethod } from './payment-options.js';
import { amountBoundsViolation, isWhaleApplication, quoteRequestFor, type ExchangeState } from './quote-request.js';
import { START_ERROR_TEXTS } from '../../../i18n/error-messages.js';
import { unavailabilityText } from '../../../i18n/payment-method-texts.js';

/** The violation as the amount box words it, through the catalogue. */
const worded = (violation: ReturnType<typeof amountBoundsViolation>) => violation && START_ERROR_TEXTS[violation.code](violation.params);

const option = (id: PaymentOption['id'], extra: Partial<PaymentOption> = {}): PaymentOption => ({
  id, name: id, icon: '', displayMessage: '', isActive: true, supportedCountryCode: ['DE', 'GB'], minAmount: '30', maxAmount: '5000',
  defaultAmount: '250', selected: false, isNftAllowed: id === 'credit_debit_card', isPayOutAllowed: id !== 'apple_pay', ...extra,
});
const eur: FiatCurrency = { symbol: 'EUR', name: 'Euro', logoSymbol: '€', roundOff: 2, isPayOutAllowed: true, paymentOptions: [option('credit_debit_card'), option('sepa_bank_transfer', { maxAmount: '50000' }), option('apple_pay')] };
const gbp: FiatCurrency = { ...eur, symbol: 'GBP', name: 'Pound', paymentOptions: [option('gbp_bank_transfer', { maxAmount: '50000' })] };
const inr: FiatCurrency = { ...eur, symbol: 'INR', name: 'Rupee', isPayOutAllowed: false, paymentOptions: [option('inr_upi')] };
const crypto = (symbol: string, network: string, extra: Partial<CryptoCurrency> = {}): CryptoCurrency => ({
  symbol, name: symbol, uniqueId: `${symbol}_${network}`, image: { small: '' }, network: { name: network }, isPopular: false,
  isPayInAllowed: true, minAmount: '0.002', maxAmount: '200', roundOff: 8, ...extra,
});
const cryptos = [crypto('BTC', 'bitcoin', { isPopular: true }), crypto('ETH', 'ethereum'), crypto('ETH', 'arbitrum'), crypto('USDT', 'tron', { isPayInAllowed: false })];
const context = { isInIframe: false, isInAppBrowser: false, isApplePaySupported: false, partnerApiKey: 'pk_sandbox_demo', googlePayAllowListedKeys: [], isNft: false };
const limit = { defaultCryptoAmount: '100', minCryptoAmount: '10', maxCryptoAmount: '10000000' };

describe('exchange defaults', () => {
  it('opens with the partner fiat, else the visitor country currency, else EUR', () => {
    expect(initialFiat({ defaultFiatCurrency: 'GBP' }, [eur, gbp], 'EUR')?.symbol).toBe('GBP');
    expect(initialFiat({}, [eur, gbp], 'GBP')?.symbol).toBe('GBP');
    expect(initialFiat({}, [gbp, eur], undefined)?.symbol).toBe('EUR');
  });

  it('opens with the partner crypto on its network, else ETH', () => {
    expect(initialCrypto({ defaultCryptoCurrency: 'ETH', defaultNetwork: 'arbitrum' }, cryptos)?.uniqueId).toBe('ETH_arbitrum');
    expect(initialCrypto({}, cryptos)?.uniqueId).toBe('ETH_ethereum');
  });

  it('buy opens with the partner fiat amount, else its crypto amount, else the payment method default', () => {
    expect(initialAmount('BUY', { fiatAmount: '100' }, { sellDefault: '100' })).toEqual({ kind: 'fiat', value: '100' });
    expect(initialAmount('BUY', { defaultCryptoAmount: '0.5' }, { sellDefault: '100' })).toEqual({ kind: 'crypto', value: '0.5' });
    expect(initialAmount('BUY', {}, { paymentMethodDefault: '250', sellDefault: '100' })).toEqual({ kind: 'fiat', value: '250' });
  });

  it('sell opens with the crypto amount, else the sell limit default (100 when none is configured)', () => {
    expect(initialAmount('SELL', { cryptoAmount: '2' }, { sellDefault: '100' })).toEqual({ kind: 'crypto', value: '2' });
    expect(initialAmount('SELL', {}, { sellDefault: '100' })).toEqual({ kind: 'crypto', value: '100' });
  });
});

describe('offered currencies', () => {
  it('a sell offers payout currencies only; excludeFiatCurrencies are left out', () => {
    expect(offeredFiats('SELL', {}, [eur, gbp, inr]).map((fiat) => fiat.symbol)).toEqual(['EUR', 'GBP']);
    expect(offeredFiats('BUY', { excludeFiatCurrencies: ['GBP'] }, [eur, gbp, inr]).map((fiat) => fiat.symbol)).toEqual(['EUR', 'INR']);
  });

  it('cryptoCurrencyList and networks limit the cryptos; a sell needs pay-in', () => {
    expect(offeredCryptos('BUY', { cryptoCurrencyList: ['ETH'], networks: ['arbitrum'] }, cryptos).map((c) => c.uniqueId)).toEqual(['ETH_arbitrum']);
    expect(offeredCryptos('SELL', {}, cryptos).map((c) => c.uniqueId)).not.toContain('USDT_tron');
  });

  it('a fixed fiat, crypto on one network or payment method locks its chooser', () => {
    expect(lockedChoices({ fiatCurrency: 'EUR', cryptoCurrencyCode: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card' })).toEqual({
      isFiatLocked: true, isCryptoLocked: true, isPaymentMethodLocked: true,
    });
    expect(lockedChoices({ cryptoCurrencyCode: 'ETH' }).isCryptoLocked).toBe(false);
  });
});

describe('payment options', () => {
  it('sorts enabled options first and gives disabled ones their reason', () => {
    const options = paymentOptionsFor('BUY', eur, {}, context);
    expect(options.map((o) => o.id)).toEqual(['credit_debit_card', 'sepa_bank_transfer', 'apple_pay']);
    // The rules answer the reason's code; the catalogue words it (the spec's English).
    expect(options[2]).toMatchObject({ disabled: true, unavailabilityCode: 'APPLE_PAY_UNSUPPORTED' });
    expect(unavailabilityText(options[2]!.unavailabilityCode!)).toContain('Apple Pay is not supported');
  });

  it('leaves out disablePaymentMethods, and non-payout methods on a sell', () => {
    expect(paymentOptionsFor('BUY', eur, { disablePaymentMethods: ['sepa_bank_transfer'] }, context).map((o) => o.id)).not.toContain('sepa_bank_transfer');
    expect(paymentOptionsFor('SELL', eur, {}, context).map((o) => o.id)).toEqual(['credit_debit_card', 'sepa_bank_transfer']);
  });

  it('keeps the chosen method while enabled, else the preferred, else the first enabled', () => {
    const options = paymentOptionsFor('BUY', eur, {}, context);
    expect(pickPaymentMethod(options, 'sepa_bank_transfer', 'credit_debit_card')).toBe('sepa_bank_transfer');
    expect(pickPaymentMethod(options, 'apple_pay', 'sepa_bank_transfer')).toBe('sepa_bank_transfer');
    expect(pickPaymentMethod(options, undefined, undefined)).toBe('credit_debit_card');
  });
});

describe('amount input', () => {
  it('accepts decimals up to the currency roundOff, a comma as the point, and empty', () => {
    expect(acceptAmountText('250.5', 2)).toBe('250.5');
    expect(acceptAmountText('250,55', 2)).toBe('250.55');
    expect(acceptAmountText('250.555', 2)).toBeNull();
    expect(acceptAmountText('25a', 2)).toBeNull();
    expect(acceptAmountText('', 2)).toBe('');
  });
  it('prices nothing while empty or zero, and a canonical decimal otherwise', () => {
    expect(amountValue('')).toBeNull();
    expect(amountValue('0.')).toBeNull();
    expect(amountValue('007.50')).toBe('7.5');
  });
});

describe('quote request', () => {
  const state = (extra: Partial<ExchangeState> = {}): ExchangeState => ({
    flow: 'BUY', partnerApiKey: 'pk_sandbox_demo', params: {}, fiat: eur, crypto: cryptos[1], option: eur.paymentOptions[0],
    amount: { kind: 'fiat', value: '250' }, sellLimit: limit, ...extra,
  });

  it('asks for every parameter the spec lists that the exchange knows', () => {
    expect(quoteRequestFor(state({ params: { partnerOrderId: 'o-1', isFeeExcludedFromFiat: true }, quoteCountryCode: 'DE' }))).toEqual({
      fiatAmount: '250', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card',
      partnerApiKey: 'pk_sandbox_demo', isBuyOrSell: 'BUY', partnerOrderId: 'o-1', quoteCountryCode: 'DE', isFeeExcludedFromFiat: 'true',
    });
  });

  it('asks nothing outside the bounds, and says which bound', () => {
    expect(quoteRequestFor(state({ amount: { kind: 'fiat', value: '20' } }))).toBeNull();
    expect(worded(amountBoundsViolation(state({ amount: { kind: 'fiat', value: '20' } })))).toBe('Minimum buy amount should be more than or equal to 30 EUR');
    expect(worded(amountBoundsViolation(state({ amount: { kind: 'fiat', value: '6000' } })))).toBe('Please place an order of less than 5000 EUR');
  });

  it('asks for NFT and one-click buys without bounds', () => {
    const nft = quoteRequestFor(state({ params: { isNFT: true, nftData: '{"nftTitle":"A"}' }, amount: { kind: 'crypto', value: '0.0001' } }));
    expect(nft).toMatchObject({ isNFT: 'true', cryptoAmount: '0.0001', nftData: '{"nftTitle":"A"}' });
    const oneClick = quoteRequestFor(state({ params: { isFerryOne: true, calldata: '0xa9', smartContractAddress: '0xdef' }, amount: { kind: 'fiat', value: '5' } }));
    expect(oneClick).toMatchObject({ isFerryOne: 'true', fiatAmount: '5', callData: '0xa9', smartContractAddress: '0xdef' });
  });

  it('checks a sell against the sell limits in crypto', () => {
    const sell = state({ flow: 'SELL', option: eur.paymentOptions[1], amount: { kind: 'crypto', value: '9' } });
    expect(worded(amountBoundsViolation(sell))).toBe('Minimum sell amount should be more than or equal to 10 ETH');
  });

  it('sends GBP bank transfer and EUR SEPA above the maximum to the whale application', () => {
    const sepa = state({ option: eur.paymentOptions[1], amount: { kind: 'fiat', value: '60000' } });
    expect(isWhaleApplication(sepa, amountBoundsViolation(sepa))).toBe(true);
    const card = state({ amount: { kind: 'fiat', value: '6000' } });
    expect(isWhaleApplication(card, amountBoundsViolation(card))).toBe(false);
  });
});
