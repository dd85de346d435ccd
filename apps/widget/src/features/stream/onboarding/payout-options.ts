import type { FiatCurrency, PaymentOption } from '@ferry/contracts';

/** Only payout-allowed currencies and payment options are listed (spec 001 section 2). */
export function payoutCurrencies(fiats: readonly FiatCurrency[]): FiatCurrency[] {
  return fiats.filter((fiat) => fiat.isPayOutAllowed && fiat.paymentOptions.some(isPayoutOption));
}

export function isPayoutOption(option: PaymentOption): boolean {
  return option.isPayOutAllowed && option.isActive && (option.id === 'credit_debit_card' || option.id === 'sepa_bank_transfer' || option.id === 'gbp_bank_transfer');
}

/** GBP and SEPA bank payouts carry a success-rate badge. */
export const hasSuccessRateBadge = (option: Pick<PaymentOption, 'id'>) => option.id === 'gbp_bank_transfer' || option.id === 'sepa_bank_transfer';

/** A search by symbol or name, case-insensitive. */
export function searchCurrencies(fiats: readonly FiatCurrency[], search: string): FiatCurrency[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...fiats];
  return fiats.filter((fiat) => fiat.symbol.toLowerCase().includes(term) || fiat.name.toLowerCase().includes(term));
}

/**
 * The option in effect (spec 001 section 4): the chosen one when it can be picked, else the first
 * that can (a disabled option cannot be picked).
 */
export function effectiveOption(options: readonly PaymentOption[], chosen: string | null): PaymentOption | null {
  const pickable = options.filter((option) => option.disabled !== true);
  return pickable.find((option) => option.id === chosen) ?? pickable[0] ?? null;
}
