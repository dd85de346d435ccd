import type { Country, CryptoCurrency, FiatCurrency, PaymentMethodId, PaymentOption } from '@ferry/contracts';

const option = (id: PaymentMethodId): PaymentOption => ({
  id,
  name: id,
  icon: '',
  displayMessage: '',
  isActive: true,
  supportedCountryCode: ['GB', 'DE'],
  minAmount: '10',
  maxAmount: '5000',
  defaultAmount: '100',
  selected: false,
  isNftAllowed: true,
  isPayOutAllowed: true,
});

export const fiatCurrencies: FiatCurrency[] = [
  { symbol: 'EUR', name: 'Euro', logoSymbol: '€', roundOff: 2, isPayOutAllowed: true, paymentOptions: [option('credit_debit_card'), option('sepa_bank_transfer')] },
  { symbol: 'GBP', name: 'British Pound', logoSymbol: '£', roundOff: 2, isPayOutAllowed: true, paymentOptions: [option('credit_debit_card'), option('gbp_bank_transfer')] },
];

const crypto = (symbol: string, network: string): CryptoCurrency => ({
  symbol,
  name: symbol,
  uniqueId: `${symbol}_${network}`,
  image: { small: '' },
  network: { name: network },
  isPopular: true,
  isPayInAllowed: true,
  minAmount: '0.001',
  maxAmount: '100',
  roundOff: 8,
});

export const cryptoCurrencies: CryptoCurrency[] = [crypto('ETH', 'ethereum'), crypto('USDC', 'polygon'), crypto('BTC', 'bitcoin')];

export const countries: Country[] = [
  { alpha2: 'GB', name: 'United Kingdom', currencyCode: 'GBP', isAllowed: true },
  { alpha2: 'DE', name: 'Germany', currencyCode: 'EUR', isAllowed: true },
];
