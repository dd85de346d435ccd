import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A valid quote and a checked wallet address, held for one order (orders/wallet-reserve).
 * The quote is kept as issued (its signed id and its figures). A reservation lives no longer than
 * its quote, so reserving a quote again never holds its price past the quote's own expiry.
 */
export const walletReservations = pgTable(
  'wallet_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: text('quote_id').notNull(),
    partnerApiKey: text('partner_api_key').notNull(),
    /** The Quote contract object as issued. */
    quote: jsonb('quote').notNull(),
    /** Null for a SELL quote: the crypto comes from the user. */
    walletAddress: text('wallet_address'),
    addressAdditionalData: text('address_additional_data'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('wallet_reservations_user_idx').on(table.userId)],
);

/** Saved cards: the gateway's token and what may be shown (scheme, last four, expiry), never the number. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayToken: text('gateway_token').notNull(),
    scheme: text('scheme').notNull(),
    last4: text('last4').notNull(),
    bin: text('bin').notNull(),
    cardType: text('card_type').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
    /** The last payout check (is-payout-card or the payout verification); null = never checked. */
    payoutAllowed: boolean('payout_allowed'),
    /** standard or fast_funds when payouts are allowed. */
    moneyTransferType: text('money_transfer_type'),
  },
  (table) => [uniqueIndex('cards_user_token_uq').on(table.userId, table.gatewayToken), index('cards_user_idx').on(table.userId)],
);

/**
 * Orders. One order per reservation and per (user, Idempotency-Key); at most one order per user
 * awaiting payment. Status changes go through `UPDATE ... WHERE status = expected`, and a trigger
 * refuses any change the state machine does not list.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => walletReservations.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    isBuyOrSell: text('is_buy_or_sell').notNull(),
    partnerApiKey: text('partner_api_key').notNull(),
    quoteId: text('quote_id').notNull(),
    fiatCurrency: text('fiat_currency').notNull(),
    fiatAmount: numeric('fiat_amount').notNull(),
    cryptoCurrency: text('crypto_currency').notNull(),
    cryptoAmount: numeric('crypto_amount').notNull(),
    network: text('network').notNull(),
    conversionPrice: numeric('conversion_price').notNull(),
    totalFee: numeric('total_fee').notNull(),
    totalFeeInCrypto: numeric('total_fee_in_crypto').notNull(),
    feeBreakdown: jsonb('fee_breakdown').notNull(),
    ferryFee: numeric('ferry_fee').notNull(),
    feeOffPercent: numeric('fee_off_percent').notNull(),
    campaignAmount: numeric('campaign_amount').notNull(),
    actualTotalFees: numeric('actual_total_fees').notNull(),
    actualFerryFees: numeric('actual_ferry_fees').notNull(),
    /** The buyer's wallet; null for a SELL. */
    walletAddress: text('wallet_address'),
    addressAdditionalData: text('address_additional_data'),
    paymentMethod: text('payment_method').notNull(),
    cardId: uuid('card_id').references(() => cards.id),
    cardScheme: text('card_scheme'),
    cardLast4: text('card_last4'),
    bankId: text('bank_id'),
    /** The gateway's payment id (pay_...), once a payment was started. */
    paymentId: text('payment_id').unique(),
    /** NOT_STARTED, REQUIRES_ACTION, AUTHORIZED, DECLINED, CANCELLED, or MANUAL for bank transfers. */
    paymentState: text('payment_state').notNull(),
    redirectUrl: text('redirect_url'),
    /** Wallet pay: the session token the pay page must present to init the payment. */
    sessionToken: text('session_token'),
    referenceCode: text('reference_code').unique(),
    amountPaid: numeric('amount_paid'),
    utr: text('utr'),
    /** SELL: where the user sends the crypto (the custody provider's address for this order). */
    depositAddress: text('deposit_address'),
    /** SELL: the crypto that arrived at the deposit address. */
    cryptoAmountPaid: numeric('crypto_amount_paid'),
    /** SELL to a card: standard or fast_funds, as the gateway said when the order was made. */
    moneyTransferType: text('money_transfer_type'),
    /** SELL: the payout provider's reference once the payout was sent. */
    payoutReference: text('payout_reference'),
    transactionHash: text('transaction_hash'),
    transactionLink: text('transaction_link'),
    failedReason: jsonb('failed_reason'),
    statusReason: text('status_reason'),
    cancelReason: text('cancel_reason'),
    partnerCustomerId: text('partner_customer_id'),
    partnerOrderId: text('partner_order_id'),
    referrerDomain: text('referrer_domain'),
    returnUrlParams: text('return_url_params'),
    /** The widget origin the payer comes back to from 3DS and bank pages (one of Ferry's own origins). */
    returnOrigin: text('return_origin'),
    /** Hash of the create-order request: the same Idempotency-Key with another body is refused. */
    requestFingerprint: text('request_fingerprint'),
    deviceSessionId: text('device_session_id'),
    isNft: boolean('is_nft').notNull().default(false),
    /** NFT_CHECKOUT: the asset bought ({nftTitle, name, imageUrl, quantity}). */
    nftAssetInfo: jsonb('nft_asset_info'),
    /** FERRY_ONE: the quote's ferryOneData (contract, gas limit, call-data hash). */
    ferryOneData: jsonb('ferry_one_data'),
    /** The quote's amount in the user's own currency, when the quote had one. */
    convertedFiatCurrency: text('converted_fiat_currency'),
    convertedFiatAmount: numeric('converted_fiat_amount'),
    orderProcessingType: text('order_processing_type'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    statusChangedAt: at('status_changed_at').notNull(),
    autoExpiresAt: at('auto_expires_at'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('orders_reservation_uq').on(table.reservationId),
    uniqueIndex('orders_user_idempotency_key_uq').on(table.userId, table.idempotencyKey),
    uniqueIndex('orders_one_awaiting_payment_per_user_uq')
      .on(table.userId)
      .where(sql`${table.status} = 'AWAITING_PAYMENT_FROM_USER'`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_changed_idx').on(table.status, table.statusChangedAt),
  ],
);

/** Every status change, written in the same transaction as the change. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    at: at('at').notNull(),
  },
  (table) => [index('order_status_events_order_idx').on(table.orderId)],
);

/** A verified Indian PAN: only the fact and a masked form are kept. */
export const panVerifications = pgTable('pan_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  maskedPan: text('masked_pan').notNull(),
  verifiedAt: at('verified_at').notNull(),
});
