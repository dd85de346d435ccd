import { z } from 'zod';
import { DecimalString } from './currencies.js';
import { KycLevel } from './enums.js';
import { PAYMENT_CATEGORIES } from './limit-data.js';
import type { LimitWindow } from './limit-windows.js';
import { BuyOrSell } from './quote.js';

/**
 * My limits (spec 001 section 2 "My limits", section 7 `limits`, section 9 windows).
 *
 * - GET limits?{LimitsQuery} (needs `Authorization`) -> Limits: per window '1', '30', '365' (days)
 *   the limit, what the user spent in it and what remains, in the asked fiat (decimal strings).
 * create-order refuses an order over any window with ORDER_LIMIT_EXCEEDED
 * (params LimitExceededParams); the figures are the same ones this call answers.
 */

export const PaymentCategory = z.enum(PAYMENT_CATEGORIES);
export type PaymentCategory = z.infer<typeof PaymentCategory>;

const FiatSymbol = z.string().regex(/^[A-Z]{3}$/, 'must be a fiat symbol such as EUR');

export const LimitsQuery = z.object({
  isBuyOrSell: BuyOrSell,
  paymentCategory: PaymentCategory,
  /** The level to show; without it the user's highest approved level (SIMPLE before any). */
  kycType: KycLevel.optional(),
  fiatCurrency: FiatSymbol,
});
export type LimitsQuery = z.infer<typeof LimitsQuery>;

export const WindowLimit = z.object({ limits: DecimalString, spent: DecimalString, remaining: DecimalString });
export type WindowLimit = z.infer<typeof WindowLimit>;
export const Limits = z.object({ '1': WindowLimit, '30': WindowLimit, '365': WindowLimit });
export type Limits = z.infer<typeof Limits>;

/** Params of ORDER_LIMIT_EXCEEDED: the first window the order would pass, what remains in it and its fiat. */
export type LimitExceededParams = { window: LimitWindow; remaining: string; currency: string };
