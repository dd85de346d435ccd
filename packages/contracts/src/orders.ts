import { z } from 'zod';
import { BankType } from './banks.js';
import { MoneyTransferType } from './cards.js';
import { DecimalString } from './currencies.js';
import { PaymentMethodId } from './enums.js';
import { BuyOrSell, FeeBreakdownItem, FerryOneData } from './quote.js';

/**
 * Orders (spec 000 section 7 "Order creation and wallet", spec 001 sections 3, 4 and 7).
 *
 * Calls (all need `Authorization`; another user's order answers 404, never 403):
 * - POST orders/wallet-reserve                body WalletReserveRequest -> Reservation
 * - POST orders/create-order?{CreateOrderQuery} header Idempotency-Key -> Order
 *   The same key (or the same reservation) answers the order already made, never a second one.
 *   ORDER_EXISTS (409) while another order of the user awaits payment.
 * - GET  orders                                -> OrderListItem[] (newest first)
 * - GET  order/{orderId}                       -> Order
 * - DELETE orders/cancel/{orderId}?cancelReason -> Order (status CANCELLED)
 * - POST orders/payment-done                   body MarkPaymentDoneRequest -> Order
 * A status change that is not legal from the order's current status, or that loses a race to a
 * concurrent change, answers 409 ORDER_STATUS_CONFLICT and changes nothing.
 *
 * SELL: the reservation has no wallet address; create-order pays out to bankId (one of the user's
 * banks, of the payout method's type) or cardId (a saved card allowed to receive payouts). The
 * order answers cryptoPaymentData.paymentAddress, where the user sends cryptoAmount, and is marked
 * paid with payment-done; once paid out it carries payoutReference.
 */

/** Order status values (spec 001 section 3). */
export const OrderStatus = z.enum([
  'AWAITING_PAYMENT_FROM_USER',
  'PAYMENT_DONE_MARKED_BY_USER',
  'PROCESSING',
  'PENDING_DELIVERY_FROM_FERRY',
  'ON_HOLD_PENDING_DELIVERY_FROM_FERRY',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
  'FAILED',
  'EXPIRED',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const ORDER_STATUSES = OrderStatus.options;

/** Statuses after which an order never changes: order details stop polling (spec 001 section 4). */
export const FINAL_ORDER_STATUSES = ['COMPLETED', 'FAILED', 'REFUNDED', 'CANCELLED', 'EXPIRED'] as const satisfies readonly OrderStatus[];

/** What the payment status page can show: the order statuses plus two display-only ones. */
export const DisplayStatus = z.enum([...ORDER_STATUSES, 'AUTHORIZED', 'AUTH_FAILED']);
export type DisplayStatus = z.infer<typeof DisplayStatus>;

/** Id shapes: orders and reservations are UUIDs. */
export const OrderId = z.uuid();
export const ReservationId = z.uuid();

/** Idempotency-Key header of create-order: one key per intent to buy, reused on every retry. */
export const IdempotencyKey = z
  .string()
  .min(8, 'Idempotency-Key must be 8 to 128 characters')
  .max(128, 'Idempotency-Key must be 8 to 128 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Idempotency-Key may hold letters, digits, - and _ only');
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * POST orders/wallet-reserve (spec 000 section 7). addressAdditionalData is a JSON string. A BUY
 * quote needs the wallet address; a SELL quote takes none (the crypto comes from the user).
 */
export const WalletReserveRequest = z.object({
  quoteId: z.string().min(1).max(16_384),
  walletAddress: z.string().min(1).max(256).optional(),
  addressAdditionalData: z.string().max(1024).optional(),
});
export type WalletReserveRequest = z.infer<typeof WalletReserveRequest>;

/** A reservation holds a valid quote and its checked wallet address for one order. */
export const Reservation = z.object({
  reservationId: ReservationId,
  quoteId: z.string(),
  /** Null for a SELL. */
  walletAddress: z.string().nullable(),
  /** ISO instant after which create-order refuses it (RESERVATION_EXPIRED). */
  expiresAt: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;

const OptionalId = z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/, 'is not an id').optional();

/** The query string of POST orders/create-order (spec 000 section 7, spec 001 section 7). */
export const CreateOrderQuery = z.object({
  reservationId: ReservationId,
  paymentMethod: PaymentMethodId,
  /** The widget's flow; when given it must be the quote's side (a BUY quote cannot make a sell order). */
  isBuyOrSell: BuyOrSell.optional(),
  referrerDomain: z.string().max(253).regex(/^[A-Za-z0-9.-]*$/, 'must be a host name').optional(),
  /** JSON object the partner wants back on the return URL; opaque to Ferry. */
  returnUrlParams: z.string().max(2048).optional(),
  /** SELL via GBP or SEPA bank: the user's own bank to pay out to. */
  bankId: OptionalId,
  /** A new card: the card gateway's token (the widget never holds a card number). */
  cardToken: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/, 'is not a card token').optional(),
  /** A saved card of the user (BUY: to charge; SELL: to pay out to, which must be payout-allowed). */
  cardId: z.uuid().optional(),
  'additionalData.scheme': z.string().max(32).optional(),
  'additionalData.deviceSessionId': z.string().max(128).regex(/^[A-Za-z0-9_-]*$/).optional(),
});
export type CreateOrderQuery = z.infer<typeof CreateOrderQuery>;

export const FailedReason = z.object({
  asset_url: z.string().optional(),
  header: z.string(),
  message: z.string(),
  cta_text: z.string().optional(),
});
export type FailedReason = z.infer<typeof FailedReason>;

/** Where the payment continues: a 3DS page, a wallet sheet's session or a bank page. */
export const PgData = z.object({
  redirectionRequired: z.boolean(),
  redirectionRequestData: z
    .object({
      redirectUrl: z.string(),
      method: z.enum(['GET', 'POST']),
      body: z.object({ sessionToken: z.string().optional() }).optional(),
    })
    .optional(),
});
export type PgData = z.infer<typeof PgData>;

export const BankDetails = z.object({
  account_name: z.string(),
  account_number: z.string(),
  account_type: z.string(),
  ifsc: z.string().optional(),
  bank: z.string(),
});

/** The bank transfer details a receiving account's lines can name (Ferry's addition to the spec's name/value lines). */
export const BankLineField = z.enum([
  'beneficiary',
  'accountName',
  'accountNumber',
  'accountType',
  'iban',
  'bic',
  'swift',
  'sortCode',
  'routingNumber',
  'ifsc',
  'bank',
  'upiId',
  'reference',
]);
export type BankLineField = z.infer<typeof BankLineField>;

/** Payment data of an order (spec 001 section 3 "Order payment data"). */
export const CardPaymentData = z.object({
  orderId: z.string(),
  paymentId: z.string().nullable(),
  pgData: PgData.optional(),
  /**
   * Name and value lines the user copies into a bank transfer (IBAN, reference, ...). `field` says
   * which detail a line is, so the widget words its name in the user's language; a line an operator
   * configured without one shows its name as given.
   */
  paymentOptions: z.array(z.object({ name: z.string(), value: z.string(), field: BankLineField.optional() })),
  liquidityProvider: z.string().optional(),
  beneficiaryName: z.string().optional(),
  referenceCode: z.string().optional(),
  bankTransferData: z.object({ upiId: z.string().optional(), bankDetails: BankDetails.optional() }).optional(),
});
export type CardPaymentData = z.infer<typeof CardPaymentData>;

export const CardDetails = z.object({ scheme: z.string(), last4: z.string() });

/** SELL: where the user sends the crypto, and what arrived (null until the deposit is seen). */
export const CryptoPaymentData = z.object({
  paymentAddress: z.string(),
  cryptoAmountPaid: DecimalString.nullable(),
});
export type CryptoPaymentData = z.infer<typeof CryptoPaymentData>;

/** SELL to a bank: the user's payout account, masked. */
export const BankAccountDetails = z.object({
  id: z.string(),
  type: BankType,
  accountNumber: z.string(),
  accountHolderName: z.string(),
});
export type BankAccountDetails = z.infer<typeof BankAccountDetails>;

/** An NFT order's asset, as the order list shows it (spec 001 section 3 "Order list item"). */
export const NftAssetInfo = z.object({
  nftTitle: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
});
export type NftAssetInfo = z.infer<typeof NftAssetInfo>;

/** One order (spec 001 section 3 "Order detail"). Money is decimal strings. */
export const Order = z.object({
  id: OrderId,
  status: OrderStatus,
  isBuyOrSell: BuyOrSell,
  userId: z.string(),
  partnerApiKey: z.string(),
  quoteId: z.string(),
  fiatCurrency: z.string(),
  fiatAmount: DecimalString,
  cryptoCurrency: z.string(),
  cryptoAmount: DecimalString,
  network: z.string(),
  conversionPrice: DecimalString,
  totalFeeInFiat: DecimalString,
  totalFeeInCrypto: DecimalString,
  feeBreakdown: z.array(FeeBreakdownItem),
  ferryFee: DecimalString,
  /** Discount fields: percent of the Ferry fee waived, the campaign amount, the fees before it. */
  tfPerOff: DecimalString,
  campaignAmount: DecimalString,
  actualTotalFees: DecimalString,
  actualFerryFees: DecimalString,
  /** The spec's short names of actualFerryFees and actualTotalFees (same values). */
  aTskFees: DecimalString,
  aTtlFees: DecimalString,
  /** The quote's convertedFiatData at order time: the amount in the user's own currency (null when none). */
  convertedFiatCurrency: z.string().nullable(),
  convertedFiatAmount: DecimalString.nullable(),
  /** The buyer's wallet; null for a SELL. */
  walletAddress: z.string().nullable(),
  addressAdditionalData: z.string().nullable(),
  walletLink: z.string().nullable(),
  transactionHash: z.string().nullable(),
  transactionLink: z.string().nullable(),
  paymentOptionId: PaymentMethodId,
  amountPaid: DecimalString.nullable(),
  fiatAmountPaid: DecimalString.nullable(),
  amountPaidByUser: DecimalString.nullable(),
  partnerCustomerId: z.string().nullable(),
  partnerOrderId: z.string().nullable(),
  isNFTOrder: z.boolean(),
  /** NFT_CHECKOUT orders: the asset bought. */
  nftAssetInfo: NftAssetInfo.nullable(),
  /** FERRY_ONE orders (the one-click protocol): the quote's ferryOneData. */
  ferryOneData: FerryOneData.nullable(),
  /** OFF_RAMP_STREAM: a stream deposit paid out (a SELL made by the stream, no quote). */
  orderProcessingType: z.enum(['NFT_CHECKOUT', 'FERRY_ONE', 'OFF_RAMP_STREAM']).nullable(),
  failedReason: FailedReason.nullable(),
  statusReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  utr: z.string().nullable(),
  cardDetails: CardDetails.nullable(),
  cardPaymentData: CardPaymentData.nullable(),
  cryptoPaymentData: CryptoPaymentData.nullable(),
  bankAccountDetails: BankAccountDetails.nullable(),
  /** SELL to a card: how fast the payout reaches it (null otherwise). */
  moneyTransferType: MoneyTransferType.nullable(),
  /** SELL: the payout's reference once it was sent (a BUY's delivery has transactionHash instead). */
  payoutReference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  autoExpiresAt: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

/** A row of the order list (spec 001 section 3 "Order list item"). */
export const OrderListItem = Order.pick({
  id: true,
  status: true,
  isBuyOrSell: true,
  cryptoAmount: true,
  cryptoCurrency: true,
  fiatAmount: true,
  fiatCurrency: true,
  createdAt: true,
  orderProcessingType: true,
  isNFTOrder: true,
  nftAssetInfo: true,
  ferryOneData: true,
  paymentOptionId: true,
});
export type OrderListItem = z.infer<typeof OrderListItem>;

export const OrderParams = z.object({ orderId: OrderId });

/** DELETE orders/cancel/{orderId}?cancelReason: the reason is required (spec 001 section 5). */
export const CancelOrderQuery = z.object({
  cancelReason: z
    .string()
    .max(500)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Please enter valid reason')),
});

/** POST orders/payment-done ('Yes, I Have Paid'); utr only for the INR methods. */
export const MarkPaymentDoneRequest = z.object({
  orderId: OrderId,
  paymentOptionId: PaymentMethodId,
  utr: z.string().max(32).optional(),
});
export type MarkPaymentDoneRequest = z.infer<typeof MarkPaymentDoneRequest>;
