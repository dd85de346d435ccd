import { type PaymentMethodId, SELL_LIMIT_DEFAULTS, type SellLimit, type SellLimits } from '@ferry/contracts';

/** Spec 000 section 9: a combination without configured limits uses 100 / 10 / 10,000,000. */
export function sellLimitFor(
  limits: SellLimits | undefined,
  options: { cryptoCurrency: string; fiatCurrency: string; paymentMethod: PaymentMethodId },
): SellLimit {
  return limits?.[options.cryptoCurrency]?.[options.fiatCurrency]?.[options.paymentMethod] ?? { ...SELL_LIMIT_DEFAULTS };
}
