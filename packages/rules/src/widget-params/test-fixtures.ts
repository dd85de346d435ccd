import type {
  Country,
  CryptoCurrency,
  FiatCurrency,
  PartnerInfo,
  PaymentMethodId,
  PaymentOption,
} from '@ferry/contracts';
import type { WidgetParamsContext } from './normalise-widget-params.js';
import type { SearchParamsLike } from './read-raw.js';

/** The runtime's URLSearchParams; the package compiles without DOM or Node types. */
export function searchParams(query: string): SearchParamsLike {
  const { URLSearchParams } = globalThis as unknown as {
    URLSearchParams: new (init: string | string[][]) => SearchParamsLike;
  };
  return new URLSearchParams(query);
}

export function searchParamsFromPairs(pairs: string[][]): SearchParamsLike {
  const { URLSearchParams } = globalThis as unknown as {
    URLSearchParams: new (init: string[][]) => SearchParamsLike;
  };
  return new URLSearchParams(pairs);
}

export function paymentOption(
  id: PaymentMethodId,
  overrides: Partial<PaymentOption> = {},
): PaymentOption {
  return {
    id,
    name: id,
    icon: `${id}.svg`,
    displayMessage: '',
    isActive: true,
    supportedCountryCode: ['US', 'DE', 'GB', 'IN'],
    minAmount: '10',
    maxAmount: '10000',
    defaultAmount: '100',
    selected: false,
    isNftAllowed: true,
    isPayOutAllowed: true,
    ...overrides,
  };
}

function fiat(symbol: string, options: PaymentOption[]): FiatCurrency {
  return {
    symbol,
    name: symbol,
    logoSymbol: symbol,
    roundOff: 2,
    isPayOutAllowed: true,
    paymentOptions: options,
  };
}

function crypto(symbol: string, network: string): CryptoCurrency {
  return {
    symbol,
    name: symbol,
    uniqueId: `${symbol}_${network}`,
    image: { small: `${symbol}.png` },
    network: { name: network },
    isPopular: true,
    isPayInAllowed: true,
    minAmount: '0.0001',
    maxAmount: '100',
    roundOff: 8,
  };
}

const country = (alpha2: string, currencyCode: string, isAllowed = true): Country => ({
  alpha2,
  name: alpha2,
  currencyCode,
  isAllowed,
});

export const partner: PartnerInfo = {
  apiKey: 'pk_sandbox_demo',
  company: 'Demo',
  brand: 'Demo',
  logo: 'demo.svg',
  productsAvailed: ['BUY', 'SELL', 'OFF_RAMP_STREAM'],
  isNftEnabled: true,
  buyFeePercentage: '1',
  sellFeePercentage: '1',
  kybStatus: 'APPROVED',
  status: 'ACTIVE',
  isFerryOneEnabled: true,
  removePoweredBy: false,
  isFerryOwnPartner: false,
  defaultLanguage: 'en',
};

export const fiatCurrencies: FiatCurrency[] = [
  fiat('USD', [
    paymentOption('credit_debit_card'),
    paymentOption('apple_pay'),
    paymentOption('google_pay'),
    paymentOption('pm_ach_push'),
    paymentOption('pm_wire', { isActive: false }),
  ]),
  fiat('EUR', [
    paymentOption('credit_debit_card'),
    paymentOption('sepa_bank_transfer'),
    paymentOption('pm_open_banking'),
  ]),
  fiat('GBP', [paymentOption('credit_debit_card'), paymentOption('gbp_bank_transfer')]),
  fiat('INR', [paymentOption('inr_upi'), paymentOption('inr_bank_transfer')]),
];

export const cryptoCurrencies: CryptoCurrency[] = [
  crypto('BTC', 'bitcoin'),
  crypto('ETH', 'ethereum'),
  crypto('USDT', 'ethereum'),
  crypto('USDT', 'Polygon'),
  crypto('USDC', 'Polygon'),
  crypto('TRX', 'tron'),
];

export const countries: Country[] = [
  country('US', 'USD'),
  country('DE', 'EUR'),
  country('GB', 'GBP'),
  country('IN', 'INR'),
  country('KP', 'KPW', false),
  country('JP', 'JPY'),
];

export const context: WidgetParamsContext = {
  partner,
  fiatCurrencies,
  cryptoCurrencies,
  countries,
};

export function contextWith(overrides: Partial<WidgetParamsContext>): WidgetParamsContext {
  return { ...context, ...overrides };
}
