import { describe, expect, it } from 'vitest';
import { allowedCountries, enabledPaymentMethods } from './allowed-sets.js';
import { countries, fiatCurrencies } from './test-fixtures.js';

describe('allowed sets (spec 000 section 5)', () => {
  it('allowed countries have isAllowed true and a currency among the supported fiat currencies', () => {
    expect([...allowedCountries(countries, fiatCurrencies)]).toEqual([
      ['US', 'USD'],
      ['DE', 'EUR'],
      ['GB', 'GBP'],
      ['IN', 'INR'],
    ]);
  });

  it('enabled payment methods are the active options of the supported fiat currencies', () => {
    const all = enabledPaymentMethods(fiatCurrencies);
    expect(all.has('sepa_bank_transfer')).toBe(true);
    expect(all.has('inr_upi')).toBe(true);
    expect(all.has('pm_wire')).toBe(false);
  });

  it('with a chosen fiat currency, only its active options are enabled', () => {
    expect([...enabledPaymentMethods(fiatCurrencies, 'GBP')]).toEqual([
      'credit_debit_card',
      'gbp_bank_transfer',
    ]);
  });
});
