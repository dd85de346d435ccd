import { z } from 'zod';
import { DecimalString } from './currencies.js';
import { PaymentMethodId } from './enums.js';
import { ApiKey } from './partner.js';

/**
 * Quotes (spec 000 sections 3 and 7, spec 001 section 3).
 *
 * Money: every amount is a decimal string. Fiat amounts carry exactly the fiat's roundOff
 * decimals (rounded half up); crypto amounts are rounded down to the crypto's roundOff and
 * written without trailing zeros.
 *
 * The fee equation, which every quote satisfies to within one unit of the fiat's last place:
 * - BUY:  fiatAmount = totalFee + cryptoAmount / conversionPrice  (fiatAmount is what the user pays)
 * - SELL: fiatAmount + totalFee = cryptoAmount / conversionPrice  (fiatAmount is what the user receives)
 * totalFee is the exact sum of the feeBreakdown values. A remainder too small to deliver in the
 * crypto's smallest unit is kept by Ferry and shown inside `ferry_fee`.
 *
 * Bounds, refused with these messages ({min}/{max} as decimal strings, {currency} a symbol):
 * - MIN_AMOUNT:  'Minimum buy amount should be more than or equal to {min} {currency}'
 *                ('sell' instead of 'buy' for SELL quotes)
 * - ORDER_LIMIT: 'Please place an order of less than {max} {currency}'
 * BUY by fiat checks the payment method's minAmount/maxAmount; BUY by crypto checks the crypto's
 * minAmount/maxAmount and then the payment method's bounds on the resulting fiat. SELL checks the
 * sell limits (crypto) and the payment method's payout bounds (fiat). NFT and Ferry One quotes
 * skip the minimums (their price is set by the asset) but not the maximums.
 */

/** Quotes are valid this long after they are issued; `quotes/refresh` gives a new one. */
export const QUOTE_TTL_SECONDS = 60;
/** A quote id can be refreshed for this long after it was issued (for example after KYC). */
export const QUOTE_REFRESH_WINDOW_SECONDS = 24 * 60 * 60;

export const BuyOrSell = z.enum(['BUY', 'SELL']);
export type BuyOrSell = z.infer<typeof BuyOrSell>;

/** Fee breakdown ids (spec 000 section 9); each line carries a tooltip in the widget. */
export const FeeId = z.enum(['ferry_fee', 'partner_fee', 'processing_fee', 'network_fee']);
export type FeeId = z.infer<typeof FeeId>;
export const FEE_IDS = FeeId.options;

/** A positive amount as it may arrive in a query: up to 15 integer and 18 fractional digits. */
export const QueryAmount = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,18})?$/, 'must be a positive decimal number')
  .refine((value) => /[1-9]/.test(value), 'must be more than zero');

const QueryBoolean = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true');

const QueryText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => value.trim() === value, 'must be trimmed');

/** The query of GET widget/quotes (spec 000 section 7): exactly one of fiatAmount or cryptoAmount. */
export const QuoteQuery = z
  .object({
    fiatAmount: QueryAmount.optional(),
    cryptoAmount: QueryAmount.optional(),
    fiatCurrency: z.string().regex(/^[A-Z]{3}$/, 'must be a fiat symbol such as EUR'),
    cryptoCurrency: z.string().regex(/^[A-Z0-9]{2,12}$/, 'must be a crypto symbol such as ETH'),
    paymentMethod: PaymentMethodId,
    network: z.string().regex(/^[a-z0-9_-]{2,32}$/, 'must be a network name such as ethereum'),
    partnerApiKey: ApiKey,
    isBuyOrSell: BuyOrSell.default('BUY'),
    partnerCustomerId: QueryText(200).optional(),
    partnerOrderId: QueryText(200).optional(),
    redirectURL: z.url({ protocol: /^https?$/ }).max(2048).optional(),
    kycShareToken: QueryText(2048).optional(),
    kycShareTokenProvider: z.literal('SUMSUB').optional(),
    quoteCountryCode: z.string().regex(/^[A-Z]{2}$/, 'must be two capital letters').optional(),
    isFeeExcludedFromFiat: QueryBoolean.optional(),
    // NFT and Ferry One (one-click) quotes
    isNFT: QueryBoolean.optional(),
    isFerryOne: QueryBoolean.optional(),
    callData: QueryText(65_536).optional(),
    estimatedGasLimit: z.string().regex(/^[1-9]\d{0,15}$/, 'must be a whole number').optional(),
    smartContractAddress: QueryText(128).optional(),
    tokenId: QueryText(256).optional(),
    /** JSON: `{ nftTitle?, nftImage?, quantity? }` or a list of them (the first is used). */
    nftData: QueryText(8192).optional(),
    nftTradeType: QueryText(64).optional(),
    contractId: QueryText(128).optional(),
    nftTransactionId: QueryText(128).optional(),
    tokenData: QueryText(8192).optional(),
    sourceTokenData: QueryText(8192).optional(),
    cryptoCurrencyData: QueryText(8192).optional(),
    walletAddress: QueryText(256).optional(),
    /** SELL to a bank: the payout account chosen (bank details, confirm order's bankId); the order pays out to it. */
    bankId: QueryText(64).optional(),
  })
  .refine((query) => (query.fiatAmount === undefined) !== (query.cryptoAmount === undefined), {
    message: 'give exactly one of fiatAmount or cryptoAmount',
    path: ['fiatAmount'],
  });
export type QuoteQuery = z.infer<typeof QuoteQuery>;
export type QuoteQueryInput = z.input<typeof QuoteQuery>;

/** GET quotes/refresh?quoteId: a fresh quote for the same request. */
export const QuoteRefreshQuery = z.object({
  quoteId: z.string().min(1).max(16_384).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'is not a quote id'),
  /** Confirm order's bankId (spec 000 section 2): the refreshed quote carries it instead of the earlier one's. */
  bankId: z.string().min(1).max(64).optional(),
});

export const FeeBreakdownItem = z.object({ id: FeeId, name: z.string(), value: DecimalString });
export type FeeBreakdownItem = z.infer<typeof FeeBreakdownItem>;

export const QuoteNftData = z.object({
  nftTitle: z.string(),
  nftImage: z.string(),
  quantity: z.number().int().positive(),
});
export type QuoteNftData = z.infer<typeof QuoteNftData>;

export const FerryOneData = z.object({
  smartContractAddress: z.string().optional(),
  estimatedGasLimit: z.string().optional(),
  /** sha256 of the call data, hex: the order checks the call data it receives against it. */
  callDataHash: z.string().optional(),
});
export type FerryOneData = z.infer<typeof FerryOneData>;

/**
 * The quote's fiat amount in the currency of the user's country (quoteCountryCode) when that is
 * another fiat Ferry prices: what the user's bank or card will show, for information only.
 */
export const ConvertedFiatData = z.object({
  fiatCurrency: z.string(),
  fiatAmount: DecimalString,
  /** Units of fiatCurrency per one unit of the quote's fiat. */
  conversionRate: DecimalString,
});
export type ConvertedFiatData = z.infer<typeof ConvertedFiatData>;

/** A quote (spec 000 section 3 "Quote", spec 001 section 3 "Quote"). */
export const Quote = z.object({
  /** Signed by the server; valid until expiresAt, refreshable by `quotes/refresh`. */
  quoteId: z.string(),
  isBuyOrSell: BuyOrSell,
  fiatCurrency: z.string(),
  cryptoCurrency: z.string(),
  network: z.string(),
  paymentMethod: PaymentMethodId,
  fiatAmount: DecimalString,
  cryptoAmount: DecimalString,
  /** Crypto per one unit of fiat; the widget shows the inverse as the rate. */
  conversionPrice: DecimalString,
  /** totalFee / fiatAmount (six decimals); the fee percent shown is feeDecimal × 100. */
  feeDecimal: DecimalString,
  totalFee: DecimalString,
  /** Same as totalFee (spec 001 calls it totalFeesFiat). */
  totalFeesFiat: DecimalString,
  /** What the user pays (BUY) or receives (SELL), in fiat; equals fiatAmount. */
  totalAmount: DecimalString,
  feeBreakdown: z.array(FeeBreakdownItem),
  /** Percent the price may move between the quote and the order's execution. */
  slippage: DecimalString,
  notes: z.array(z.string()),
  isFeeExcludedFromFiat: z.boolean(),
  /** Discount: percent of the Ferry fee waived by a campaign (0 when none). */
  ferryFeeOffPercent: DecimalString,
  /** Discount: the campaign's effect on the fees, in fiat, negative or zero. */
  campaignAmount: DecimalString,
  /** Discount: the Ferry fee and the total fee before the campaign. */
  actualFerryFees: DecimalString,
  actualTotalFees: DecimalString,
  nftData: QuoteNftData.optional(),
  ferryOneData: FerryOneData.optional(),
  convertedFiatData: ConvertedFiatData.optional(),
  /** The payout bank account the quote was asked for (a SELL to a bank). */
  bankId: z.string().optional(),
  walletAddress: z.string().optional(),
  addressAdditionalData: z.string().optional(),
  partnerCustomerId: z.string().optional(),
  partnerOrderId: z.string().optional(),
  /** ISO 8601 instants. */
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type Quote = z.infer<typeof Quote>;

/** GET limits/SELL?apiKey */
export const SellLimitsQuery = z.object({ apiKey: ApiKey });

/** One sell limit, in crypto (spec 000 section 3 "Sell limits"). */
export const SellLimit = z.object({
  defaultCryptoAmount: DecimalString,
  minCryptoAmount: DecimalString,
  maxCryptoAmount: DecimalString,
});
export type SellLimit = z.infer<typeof SellLimit>;

/**
 * Sell limits per crypto symbol, then fiat symbol, then payment method. A combination that is
 * not listed uses SELL_LIMIT_DEFAULTS (100, 10, 10,000,000).
 */
export const SellLimits = z.record(z.string(), z.record(z.string(), z.partialRecord(PaymentMethodId, SellLimit)));
export type SellLimits = z.infer<typeof SellLimits>;

/** GET stream/fee (spec 001 section 7). */
export const StreamFeeQuery = z.object({
  fiatCurrency: z.string().regex(/^[A-Z]{3}$/, 'must be a fiat symbol such as EUR'),
  partnerApiKey: ApiKey,
  paymentMethod: PaymentMethodId,
  isBuyOrSell: BuyOrSell.default('SELL'),
});
export const StreamFee = z.object({
  /** Ferry's off-ramp stream fee in percent; the partner's sell fee is separate. */
  ferryOffRampStreamFeePercentage: DecimalString,
});
export type StreamFee = z.infer<typeof StreamFee>;
