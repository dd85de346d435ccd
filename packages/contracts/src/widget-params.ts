import { z } from 'zod';
import { PaymentMethodId, Product } from './enums.js';
import {
  WIDGET_AMOUNT_MAX_LENGTH,
  WIDGET_PARAM_LONG_MAX_LENGTH,
  WIDGET_PARAM_MAX_LENGTH,
  WIDGET_REJECTED_VALUE_MAX_LENGTH,
} from './widget-param-limits.js';

const isTrimmed = (value: string) => value.trim() === value;

const Text = z.string().min(1).max(WIDGET_PARAM_MAX_LENGTH).refine(isTrimmed, 'must be trimmed');
const LongText = z
  .string()
  .min(1)
  .max(WIDGET_PARAM_LONG_MAX_LENGTH)
  .refine(isTrimmed, 'must be trimmed');
const UpperCode = Text.refine((value) => value === value.toUpperCase(), 'must be upper case');
const LowerCode = Text.refine((value) => value === value.toLowerCase(), 'must be lower case');

/**
 * A positive amount in canonical decimal notation ("250", "0.0015"): no sign, no exponent,
 * no leading zeros, no trailing fractional zeros. Amounts stay strings: money is never a float.
 */
export const PositiveDecimalString = z
  .string()
  .max(WIDGET_AMOUNT_MAX_LENGTH)
  .regex(/^(0|[1-9]\d*)(\.\d*[1-9])?$/, 'must be a decimal number')
  .refine((value) => /[1-9]/.test(value), 'must be more than zero');

/** One destination of `walletAddressesData`. */
export const WalletAddressEntry = z.strictObject({
  address: Text,
  addressAdditionalData: Text.optional(),
});
export type WalletAddressEntry = z.infer<typeof WalletAddressEntry>;

/** Wallet addresses per coin (crypto symbol, upper case) and per network (name, lower case). */
export const WalletAddressesData = z.strictObject({
  coins: z.record(UpperCode, WalletAddressEntry).optional(),
  networks: z.record(LowerCode, WalletAddressEntry).optional(),
});
export type WalletAddressesData = z.infer<typeof WalletAddressesData>;

/**
 * The widget's query parameters after validation (spec 000 section 3 "Widget query parameters
 * by type"), every one optional. `is{product}` is Ferry: isFerryOne, isFerryStreamOffRamp.
 */
export const WidgetParams = z
  .strictObject({
    apiKey: Text,
    sdkVersion: Text,
    sdkName: Text,
    exchangeScreenTitle: Text,
    fiatCurrency: UpperCode,
    defaultFiatCurrency: UpperCode,
    countryCode: UpperCode.refine((value) => value.length === 2, 'must be two letters'),
    defaultNetwork: LowerCode,
    network: LowerCode,
    defaultPaymentMethod: PaymentMethodId,
    paymentMethod: PaymentMethodId,
    defaultCryptoCurrency: UpperCode,
    cryptoCurrencyCode: UpperCode,
    walletAddress: Text,
    email: z.email().max(254),
    redirectURL: z.url({ protocol: /^https?$/ }).max(WIDGET_PARAM_MAX_LENGTH),
    partnerOrderId: Text,
    partnerCustomerId: Text,
    referrerDomain: Text,
    kycShareToken: Text,
    kycShareTokenProvider: z.literal('SUMSUB'),

    tradeType: Text,
    contractAddress: Text,
    smartContractAddress: Text,
    calldata: LongText,
    nftData: LongText,
    tokenId: Text,
    contractId: Text,
    tokenData: LongText,
    nftTransactionId: Text,
    sourceTokenData: LongText,
    cryptoCurrencyData: LongText,

    isFeeCalculationHidden: z.boolean(),
    hideMenu: z.boolean(),
    walletRedirection: z.boolean(),
    isNFT: z.boolean(),
    isFerryOne: z.boolean(),
    isFerryStreamOffRamp: z.boolean(),
    isWhiteLabelFlow: z.boolean(),
    isOffRampStreamFlow: z.boolean(),
    isFeeExcludedFromFiat: z.boolean(),

    defaultFiatAmount: PositiveDecimalString,
    fiatAmount: PositiveDecimalString,
    defaultCryptoAmount: PositiveDecimalString,
    cryptoAmount: PositiveDecimalString,
    estimatedGasLimit: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),

    productsAvailed: z.array(Product).min(1),
    excludeFiatCurrencies: z.array(UpperCode).min(1),
    networks: z.array(LowerCode).min(1),
    disablePaymentMethods: z.array(PaymentMethodId).min(1),
    cryptoCurrencyList: z.array(UpperCode).min(1),

    walletAddressesData: WalletAddressesData,
    userData: z.record(z.string(), z.json()),
  })
  .partial();
export type WidgetParams = z.infer<typeof WidgetParams>;
export type WidgetParamName = keyof WidgetParams;

/** A query parameter the normalisation refused or dropped, and why. */
export const RejectedWidgetParam = z.object({
  name: z.string().max(WIDGET_REJECTED_VALUE_MAX_LENGTH),
  value: z.string().max(WIDGET_REJECTED_VALUE_MAX_LENGTH),
  reason: z.string(),
});
export type RejectedWidgetParam = z.infer<typeof RejectedWidgetParam>;

/** Query parameters normalised once per product the widget offers (spec 000 section 4). */
export const NormalisedWidgetParams = z.object({
  productsAvailed: z.array(Product),
  byProduct: z.partialRecord(Product, WidgetParams),
  rejected: z.array(RejectedWidgetParam),
});
export type NormalisedWidgetParams = z.infer<typeof NormalisedWidgetParams>;
