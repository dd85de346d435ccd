import type { FiatCurrency, PaymentOption } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveOption, hasSuccessRateBadge, isPayoutOption, payoutCurrencies, searchCurrencies } from './payout-options.js';

const option = (id: PaymentOption['id'], extra: Partial<PaymentOption> = {}) => ({ id, name: id, isPayOutAllowed: true, isActive: true, ...extra }) as PaymentOption;
const fiat = (symbol: string, name: string, options: PaymentOption[], isPayOutAllowed = true) => ({ symbol, name, isPayOutAllowed, paymentOptions: options }) as FiatCurrency;

describe('choose withdrawal method', () => {
  it('lists only payout-allowed currencies and payout options', () => {
    const eur = fiat('EUR', 'Euro', [option('sepa_bank_transfer'), option('credit_debit_card'), option('apple_pay', { isPayOutAllowed: false })]);
    const inr = fiat('INR', 'Indian Rupee', [option('inr_upi')], false);
    expect(payoutCurrencies([eur, inr]).map((currency) => currency.symbol)).toEqual(['EUR']);
    expect(eur.paymentOptions.filter(isPayoutOption).map((candidate) => candidate.id)).toEqual(['sepa_bank_transfer', 'credit_debit_card']);
  });
  it("searches by code or name, and finds nothing for 'No matching currency found.'", () => {
    const list = [fiat('EUR', 'Euro', []), fiat('GBP', 'British Pound', [])];
    expect(searchCurrencies(list, 'pound').map((currency) => currency.symbol)).toEqual(['GBP']);
    expect(searchCurrencies(list, 'eu').map((currency) => currency.symbol)).toEqual(['EUR']);
    expect(searchCurrencies(list, 'zzz')).toEqual([]);
  });
  it('shows the success-rate badge for GBP and SEPA banks only', () => {
    expect(hasSuccessRateBadge({ id: 'gbp_bank_transfer' })).toBe(true);
    expect(hasSuccessRateBadge({ id: 'sepa_bank_transfer' })).toBe(true);
    expect(hasSuccessRateBadge({ id: 'credit_debit_card' })).toBe(false);
  });
  it('picks the first option when none is chosen, and never a disabled one', () => {
    const options = [option('credit_debit_card', { disabled: true }), option('sepa_bank_transfer')];
    expect(effectiveOption(options, null)?.id).toBe('sepa_bank_transfer');
    expect(effectiveOption(options, 'credit_debit_card')?.id).toBe('sepa_bank_transfer');
    expect(effectiveOption([], null)).toBeNull();
  });
});
