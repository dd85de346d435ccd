import type { fiatCurrencies, paymentOptions } from '../schema/index.js';

type FiatRow = typeof fiatCurrencies.$inferInsert;
type OptionRow = Omit<typeof paymentOptions.$inferInsert, 'fiatSymbol' | 'sortOrder'>;

const EEA = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
];
const CARD_COUNTRIES = [...EEA, 'GB', 'CH', 'US', 'CA', 'AU', 'NZ', 'SG', 'JP', 'IN', 'BR', 'MX'];

function option(row: Partial<OptionRow> & Pick<OptionRow, 'id' | 'name'>): OptionRow {
  return {
    icon: `/static/icons/pm-${row.id}.svg`,
    displayMessage: '',
    isActive: true,
    supportedCountryCodes: CARD_COUNTRIES,
    minAmount: '30',
    maxAmount: '5000',
    defaultAmount: '250',
    isNftAllowed: false,
    isPayOutAllowed: false,
    minAmountForPayOut: null,
    maxAmountForPayOut: null,
    ...row,
  };
}

const card = (overrides: Partial<OptionRow> = {}) =>
  option({
    id: 'credit_debit_card',
    name: 'Card',
    displayMessage: 'Instant',
    isNftAllowed: true,
    isPayOutAllowed: true,
    minAmountForPayOut: '20',
    maxAmountForPayOut: '5000',
    ...overrides,
  });
const applePay = (overrides: Partial<OptionRow> = {}) =>
  option({ id: 'apple_pay', name: 'Apple Pay', displayMessage: 'Instant', maxAmount: '3000', isNftAllowed: true, ...overrides });
const googlePay = (overrides: Partial<OptionRow> = {}) =>
  option({ id: 'google_pay', name: 'Google Pay', displayMessage: 'Instant', maxAmount: '3000', ...overrides });

export const sandboxFiatCurrencies: Array<FiatRow & { options: OptionRow[] }> = [
  {
    symbol: 'EUR', name: 'Euro', logoSymbol: '€', roundOff: 2, isPayOutAllowed: true, sortOrder: 1,
    options: [
      card(),
      option({
        id: 'sepa_bank_transfer', name: 'SEPA Bank Transfer', displayMessage: '1-2 business days',
        supportedCountryCodes: EEA, minAmount: '20', maxAmount: '50000', defaultAmount: '500',
        isPayOutAllowed: true, minAmountForPayOut: '20', maxAmountForPayOut: '50000',
      }),
      applePay(),
      googlePay(),
      option({
        id: 'pm_open_banking', name: 'Open Banking', displayMessage: 'Instant bank payment',
        supportedCountryCodes: EEA, minAmount: '20', maxAmount: '10000', defaultAmount: '250',
      }),
    ],
  },
  {
    symbol: 'GBP', name: 'British Pound', logoSymbol: '£', roundOff: 2, isPayOutAllowed: true, sortOrder: 2,
    options: [
      card({ supportedCountryCodes: ['GB'] }),
      option({
        id: 'gbp_bank_transfer', name: 'Faster Payments', displayMessage: 'Usually within minutes',
        supportedCountryCodes: ['GB'], minAmount: '20', maxAmount: '50000', defaultAmount: '500',
        isPayOutAllowed: true, minAmountForPayOut: '20', maxAmountForPayOut: '50000',
      }),
      applePay({ supportedCountryCodes: ['GB'] }),
      googlePay({ supportedCountryCodes: ['GB'] }),
      option({
        id: 'pm_open_banking', name: 'Open Banking', displayMessage: 'Instant bank payment',
        supportedCountryCodes: ['GB'], minAmount: '20', maxAmount: '10000', defaultAmount: '250',
      }),
    ],
  },
  {
    symbol: 'USD', name: 'US Dollar', logoSymbol: '$', roundOff: 2, isPayOutAllowed: true, sortOrder: 3,
    options: [
      card(),
      option({
        id: 'pm_ach_push', name: 'ACH Push', displayMessage: '1-3 business days',
        supportedCountryCodes: ['US'], minAmount: '50', maxAmount: '25000', defaultAmount: '500',
      }),
      option({
        id: 'pm_us_wire_bank_transfer', name: 'US Wire Transfer', displayMessage: 'Same business day',
        supportedCountryCodes: ['US'], minAmount: '1000', maxAmount: '500000', defaultAmount: '5000',
      }),
      option({
        id: 'pm_wire', name: 'International Wire', displayMessage: '1-3 business days',
        supportedCountryCodes: CARD_COUNTRIES, minAmount: '1000', maxAmount: '500000', defaultAmount: '5000',
      }),
      applePay(),
      googlePay(),
    ],
  },
  {
    symbol: 'INR', name: 'Indian Rupee', logoSymbol: '₹', roundOff: 2, isPayOutAllowed: false, sortOrder: 4,
    options: [
      option({
        id: 'inr_upi', name: 'UPI', displayMessage: 'Instant',
        supportedCountryCodes: ['IN'], minAmount: '1000', maxAmount: '200000', defaultAmount: '10000',
      }),
      option({
        id: 'inr_bank_transfer', name: 'IMPS / NEFT', displayMessage: 'Within 6 hours',
        supportedCountryCodes: ['IN'], minAmount: '1000', maxAmount: '500000', defaultAmount: '20000',
      }),
    ],
  },
];
