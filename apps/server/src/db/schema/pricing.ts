import { numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Sell limits in crypto per crypto symbol, fiat and payout method (spec 000 section 3 "Sell
 * limits"). A combination without a row uses the spec's defaults (100, 10, 10,000,000).
 */
export const sellLimits = pgTable(
  'sell_limits',
  {
    cryptoSymbol: text('crypto_symbol').notNull(),
    fiatSymbol: text('fiat_symbol').notNull(),
    paymentMethod: text('payment_method').notNull(),
    defaultCryptoAmount: numeric('default_crypto_amount').notNull(),
    minCryptoAmount: numeric('min_crypto_amount').notNull(),
    maxCryptoAmount: numeric('max_crypto_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cryptoSymbol, table.fiatSymbol, table.paymentMethod] })],
);
