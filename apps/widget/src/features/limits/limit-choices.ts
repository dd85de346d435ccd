import { type BuyOrSell, LIMIT_CATEGORIES, LIMITS_TABLE, type PaymentCategory } from '@ferry/contracts';
import { t } from '../../i18n/i18n.js';

/** Category names of My limits (spec 001 section 2): buy card covers cards, Apple Pay and Google Pay. */
function categoryLabel(side: BuyOrSell, category: PaymentCategory): string {
  switch (category) {
    case 'card':
      return side === 'BUY' ? t('limits.category.buyCard') : t('limits.category.sellCard');
    case 'bank_transfer':
      return t('limits.category.bankTransfer');
    case 'cash':
      return t('limits.category.cash');
    case 'p2p':
      return t('limits.category.p2p');
    default:
      return category;
  }
}

export function categoryChoices(side: BuyOrSell): { value: PaymentCategory; label: string }[] {
  return LIMIT_CATEGORIES[side].map((value) => ({ value, label: categoryLabel(side, value) }));
}

/** Defaults: card for buy, bank transfer for sell. */
export const defaultCategory = (side: BuyOrSell): PaymentCategory => (side === 'BUY' ? 'card' : 'bank_transfer');

/** The partner's fiat currencies that have limits, in the partner's order; the first is the default. */
export function limitCurrencies(symbols: readonly string[]): string[] {
  const withLimits = new Set(Object.keys(LIMITS_TABLE.SIMPLE.BUY.card ?? {}));
  return symbols.filter((symbol) => withLimits.has(symbol));
}

export const limitsLoadError = (currency: string) => t('limits.loadError', { currency });
