import type { sellLimits } from '../schema/index.js';

type SellLimitRow = typeof sellLimits.$inferInsert;

/** Payout methods per fiat that sell to (the fiat-currencies seed marks them isPayOutAllowed). */
const PAYOUT_METHODS: Record<string, string[]> = {
  EUR: ['credit_debit_card', 'sepa_bank_transfer'],
  GBP: ['credit_debit_card', 'gbp_bank_transfer'],
  USD: ['credit_debit_card'],
};

/** Configured sell limits; SOL, POL and XRP are left out on purpose and use the spec's defaults. */
const LIMITS: Record<string, Pick<SellLimitRow, 'defaultCryptoAmount' | 'minCryptoAmount' | 'maxCryptoAmount'>> = {
  BTC: { defaultCryptoAmount: '0.005', minCryptoAmount: '0.0005', maxCryptoAmount: '5' },
  ETH: { defaultCryptoAmount: '0.1', minCryptoAmount: '0.01', maxCryptoAmount: '100' },
  USDC: { defaultCryptoAmount: '100', minCryptoAmount: '25', maxCryptoAmount: '100000' },
  USDT: { defaultCryptoAmount: '100', minCryptoAmount: '25', maxCryptoAmount: '100000' },
};

export const sandboxSellLimits: SellLimitRow[] = Object.entries(LIMITS).flatMap(([cryptoSymbol, limit]) =>
  Object.entries(PAYOUT_METHODS).flatMap(([fiatSymbol, methods]) =>
    methods.map((paymentMethod) => ({ cryptoSymbol, fiatSymbol, paymentMethod, ...limit })),
  ),
);
