import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's off-ramp stream withdrawal settings (one row per user). onboarding_api_key is the
 * partner the user first onboarded with; it never changes (the stream is tied to it).
 */
export const streamSettings = pgTable('stream_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  onboardingApiKey: text('onboarding_api_key').notNull(),
  fiatCurrency: text('fiat_currency').notNull(),
  paymentMethod: text('payment_method').notNull(),
  flowType: text('flow_type').notNull(),
  /** BANK or CARD, with the bank's or the card's id. */
  payoutType: text('payout_type').notNull(),
  payoutId: uuid('payout_id').notNull(),
  moneyTransferType: text('money_transfer_type'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** One dedicated deposit address per user, crypto and network: the unique key makes racing instances agree. */
export const streamWallets = pgTable(
  'stream_wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cryptoCurrency: text('crypto_currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('stream_wallets_user_asset_uq').on(table.userId, table.cryptoCurrency, table.network),
    uniqueIndex('stream_wallets_network_address_uq').on(table.network, table.address),
  ],
);

/** Where a deposit that cannot be paid out is returned, per user, crypto and network. */
export const streamRefundWallets = pgTable(
  'stream_refund_wallets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cryptoCurrency: text('crypto_currency').notNull(),
    network: text('network').notNull(),
    walletAddress: text('wallet_address').notNull(),
    addressAdditionalData: jsonb('address_additional_data'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.cryptoCurrency, table.network] })],
);

/**
 * Crypto that arrived at a stream address, keyed by the custody's transaction id (the same
 * deposit reported twice is one row). Status moves only forward, guarded by `WHERE status = from`
 * (modules/stream/README.md draws the lifecycle).
 */
export const streamDeposits = pgTable(
  'stream_deposits',
  {
    id: uuid('id').primaryKey(),
    custodyTransactionId: text('custody_transaction_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerApiKey: text('partner_api_key').notNull(),
    depositAddress: text('deposit_address').notNull(),
    cryptoCurrency: text('crypto_currency').notNull(),
    network: text('network').notNull(),
    cryptoAmount: numeric('crypto_amount').notNull(),
    transactionHash: text('transaction_hash'),
    status: text('status').notNull(),
    /** Filled when confirmed: the payout it is sold for, from the settings of that moment. */
    fiatCurrency: text('fiat_currency'),
    paymentMethod: text('payment_method'),
    payoutType: text('payout_type'),
    payoutId: uuid('payout_id'),
    moneyTransferType: text('money_transfer_type'),
    conversionPrice: numeric('conversion_price'),
    streamFeePercentage: numeric('stream_fee_percentage'),
    feeInFiat: numeric('fee_in_fiat'),
    fiatAmount: numeric('fiat_amount'),
    payoutReference: text('payout_reference'),
    refundReason: text('refund_reason'),
    refundAddress: text('refund_address'),
    refundAddressAdditionalData: jsonb('refund_address_additional_data'),
    refundTransactionHash: text('refund_transaction_hash'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('stream_deposits_custody_transaction_uq').on(table.custodyTransactionId),
    index('stream_deposits_user_created_idx').on(table.userId, table.createdAt),
    index('stream_deposits_awaiting_refund_idx')
      .on(table.userId, table.cryptoCurrency, table.network)
      .where(sql`${table.status} = 'AWAITING_REFUND_ADDRESS'`),
  ],
);
