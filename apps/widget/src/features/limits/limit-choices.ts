import { type BuyOrSell, LIMIT_CATEGORIES, LIMITS_TABLE, type PaymentCategory } from '@ferry/contracts';

/** Category names of My limits (spec 001 section 2): buy card covers cards, Apple Pay and Google Pay. */
const CATEGORY_LABELS: Record<BuyOrSell, Partial<Record<PaymentCategory, string>>> = {
  BUY: { card: 'Cards, Apple Pay, Google Pay', bank_transfer: 'Bank transfer', cash: 'Cash', p2p: 'P2P' },
  SELL: { card: 'Cards', bank_transfer: 'Bank transfer' },
};

export function categoryChoices(side: BuyOrSell): { value: PaymentCategory; label: string }[] {
  return LIMIT_CATEGORIES[side].map((value) => ({ value, label: CATEGORY_LABELS[side][value] ?? value }));
}

/** Defaults: card for buy, bank transfer for sell. */
export const defaultCategory = (side: BuyOrSell): PaymentCategory => (side === 'BUY' ? 'card' : 'bank_transfer');

/** The partner's fiat currencies that have limits, in the partner's order; the first is the default. */
export function limitCurrencies(symbols: readonly string[]): string[] {
  const withLimits = new Set(Object.keys(LIMITS_TABLE.SIMPLE.BUY.card ?? {}));
  return symbols.filter((symbol) => withLimits.has(symbol));
}

export const limitsLoadError = (currency: string) =>
  `Oops! Failed to load limits for ${currency}. Please try again or contact support if issue persists.`;
