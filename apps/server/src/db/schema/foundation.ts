import { boolean, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const partners = pgTable('partners', {
  apiKey: text('api_key').primaryKey(),
  company: text('company').notNull(),
  brand: text('brand').notNull(),
  logo: text('logo').notNull(),
  productsAvailed: text('products_availed').array().notNull(),
  isNftEnabled: boolean('is_nft_enabled').notNull().default(false),
  buyFeePercentage: numeric('buy_fee_percentage', { precision: 8, scale: 4 }).notNull(),
  sellFeePercentage: numeric('sell_fee_percentage', { precision: 8, scale: 4 }).notNull(),
  kybStatus: text('kyb_status').notNull(),
  status: text('status').notNull(),
  isFerryOneEnabled: boolean('is_ferry_one_enabled').notNull().default(false),
  removePoweredBy: boolean('remove_powered_by').notNull().default(false),
  /** Ferry's own partner key: the off-ramp stream promo card and menu entry are shown for it only. */
  isFerryOwnPartner: boolean('is_ferry_own_partner').notNull().default(false),
  /** The widget's language for users whose browser speaks none of Ferry's languages (issue 18). */
  defaultLanguage: text('default_language').notNull().default('en'),
  /** Hosts allowed to embed the widget; empty means any host. */
  allowedDomains: text('allowed_domains').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fiatCurrencies = pgTable('fiat_currencies', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  logoSymbol: text('logo_symbol').notNull(),
  roundOff: integer('round_off').notNull(),
  isPayOutAllowed: boolean('is_pay_out_allowed').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const paymentOptions = pgTable(
  'payment_options',
  {
    fiatSymbol: text('fiat_symbol')
      .notNull()
      .references(() => fiatCurrencies.symbol),
    id: text('id').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    displayMessage: text('display_message').notNull(),
    isActive: boolean('is_active').notNull(),
    supportedCountryCodes: text('supported_country_codes').array().notNull(),
    minAmount: numeric('min_amount').notNull(),
    maxAmount: numeric('max_amount').notNull(),
    defaultAmount: numeric('default_amount').notNull(),
    isNftAllowed: boolean('is_nft_allowed').notNull(),
    isPayOutAllowed: boolean('is_pay_out_allowed').notNull(),
    minAmountForPayOut: numeric('min_amount_for_pay_out'),
    maxAmountForPayOut: numeric('max_amount_for_pay_out'),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fiatSymbol, table.id] })],
);

export const cryptoCurrencies = pgTable('crypto_currencies', {
  uniqueId: text('unique_id').primaryKey(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  networkName: text('network_name').notNull(),
  chainId: text('chain_id'),
  explorer: text('explorer').notNull(),
  isPopular: boolean('is_popular').notNull(),
  isPayInAllowed: boolean('is_pay_in_allowed').notNull(),
  minAmount: numeric('min_amount').notNull(),
  maxAmount: numeric('max_amount').notNull(),
  roundOff: integer('round_off').notNull(),
  addressTagName: text('address_tag_name'),
  addressTagDisplayName: text('address_tag_display_name'),
  sortOrder: integer('sort_order').notNull(),
});

export const countries = pgTable('countries', {
  alpha2: text('alpha2').primaryKey(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  isAllowed: boolean('is_allowed').notNull(),
});

/** Embedding hosts known to be scam referrers: init-widget answers result false for them. */
export const scamReferrers = pgTable('scam_referrers', {
  hostname: text('hostname').primaryKey(),
  reason: text('reason').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});
