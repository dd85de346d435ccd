import type { countries } from '../schema/index.js';

type CountryRow = typeof countries.$inferInsert;

const rows: Array<[string, string, string, boolean]> = [
  ['AT', 'Austria', 'EUR', true], ['BE', 'Belgium', 'EUR', true], ['DE', 'Germany', 'EUR', true],
  ['ES', 'Spain', 'EUR', true], ['FI', 'Finland', 'EUR', true], ['FR', 'France', 'EUR', true],
  ['GR', 'Greece', 'EUR', true], ['IE', 'Ireland', 'EUR', true], ['IT', 'Italy', 'EUR', true],
  ['LU', 'Luxembourg', 'EUR', true], ['NL', 'Netherlands', 'EUR', true], ['PT', 'Portugal', 'EUR', true],
  ['PL', 'Poland', 'PLN', true], ['SE', 'Sweden', 'SEK', true], ['NO', 'Norway', 'NOK', true],
  ['CH', 'Switzerland', 'CHF', true], ['GB', 'United Kingdom', 'GBP', true],
  ['US', 'United States', 'USD', true], ['CA', 'Canada', 'CAD', true], ['AU', 'Australia', 'AUD', true],
  ['IN', 'India', 'INR', true], ['JP', 'Japan', 'JPY', true], ['SG', 'Singapore', 'SGD', true],
  ['BR', 'Brazil', 'BRL', true], ['MX', 'Mexico', 'MXN', true],
  ['KP', 'North Korea', 'KPW', false], ['IR', 'Iran', 'IRR', false], ['CU', 'Cuba', 'CUP', false],
  ['SY', 'Syria', 'SYP', false], ['RU', 'Russia', 'RUB', false],
];

export const sandboxCountries: CountryRow[] = rows.map(([alpha2, name, currencyCode, isAllowed]) => ({
  alpha2,
  name,
  currencyCode,
  isAllowed,
}));
