import { z } from 'zod';
import { PAYMENT_UNAVAILABILITY_REASONS } from './enum-values.js';
import { PaymentMethodId } from './enums.js';

/** Decimal amount as a string ("250", "0.0015"): money never travels as a float. */
export const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number');
export type DecimalString = z.infer<typeof DecimalString>;

/** One payment option of a fiat currency (spec 000 section 3). */
export const PaymentOption = z.object({
  id: PaymentMethodId,
  name: z.string(),
  icon: z.string(),
  displayMessage: z.string(),
  isActive: z.boolean(),
  supportedCountryCode: z.array(z.string()),
  minAmount: DecimalString,
  maxAmount: DecimalString,
  defaultAmount: DecimalString,
  selected: z.boolean(),
  isNftAllowed: z.boolean(),
  isPayOutAllowed: z.boolean(),
  minAmountForPayOut: DecimalString.optional(),
  maxAmountForPayOut: DecimalString.optional(),
  /**
   * Derived by the availability rules; absent from the server's answer. The rules answer the
   * reason as a code (`unavailabilityCode`), which the widget words in the user's language;
   * `unavailabilityReason` is the spec's English text, for API users only.
   */
  unavailabilityReason: z.string().optional(),
  unavailabilityCode: z.enum(PAYMENT_UNAVAILABILITY_REASONS).optional(),
  disabled: z.boolean().optional(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

export const FiatCurrency = z.object({
  symbol: z.string(),
  name: z.string(),
  logoSymbol: z.string(),
  /** Decimal places amounts in this currency are rounded to. */
  roundOff: z.number().int().min(0).max(8),
  isPayOutAllowed: z.boolean(),
  paymentOptions: z.array(PaymentOption),
});
export type FiatCurrency = z.infer<typeof FiatCurrency>;

export const CryptoNetwork = z.object({
  name: z.string(),
  chainId: z.string().optional(),
  explorer: z.string().optional(),
});

export const AddressAdditionalData = z.object({
  name: z.string(),
  display_name: z.string(),
});

export const CryptoCurrency = z.object({
  symbol: z.string(),
  name: z.string(),
  /** symbol and network together, unique across the list (for example USDT_polygon). */
  uniqueId: z.string(),
  image: z.object({ small: z.string() }),
  network: CryptoNetwork,
  isPopular: z.boolean(),
  isPayInAllowed: z.boolean(),
  minAmount: DecimalString,
  maxAmount: DecimalString,
  roundOff: z.number().int().min(0).max(18),
  addressAdditionalData: AddressAdditionalData.optional(),
});
export type CryptoCurrency = z.infer<typeof CryptoCurrency>;

export const Country = z.object({
  alpha2: z.string().length(2),
  name: z.string(),
  currencyCode: z.string(),
  isAllowed: z.boolean(),
});
export type Country = z.infer<typeof Country>;
