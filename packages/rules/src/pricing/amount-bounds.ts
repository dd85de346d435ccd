import { ErrorCode } from '@ferry/contracts';
import { compareDecimals } from './fixed-point.js';

export type BoundsSide = 'BUY' | 'SELL';

/** MIN_AMOUNT text (spec 001 section 5, the conversion calculator's wording, with the currency). */
export function minAmountMessage(min: string, currency: string, side: BoundsSide = 'BUY'): string {
  return `Minimum ${side === 'SELL' ? 'sell' : 'buy'} amount should be more than or equal to ${min} ${currency}`;
}

/** ORDER_LIMIT text (spec 001 section 5, with the currency). */
export function orderLimitMessage(max: string, currency: string): string {
  return `Please place an order of less than ${max} ${currency}`;
}

export type AmountBoundsViolation = {
  code: typeof ErrorCode.MIN_AMOUNT | typeof ErrorCode.ORDER_LIMIT;
  message: string;
  bound: string;
};

/**
 * Spec 000 section 5 "Amounts": below the minimum gives MIN_AMOUNT with the minimum, above the
 * maximum gives ORDER_LIMIT with the maximum. The bounds themselves are allowed.
 */
export function checkAmountBounds(options: {
  amount: string;
  min?: string | undefined;
  max?: string | undefined;
  currency: string;
  side?: BoundsSide;
}): AmountBoundsViolation | null {
  if (options.min !== undefined && compareDecimals(options.amount, options.min) < 0) {
    return { code: ErrorCode.MIN_AMOUNT, bound: options.min, message: minAmountMessage(options.min, options.currency, options.side) };
  }
  if (options.max !== undefined && compareDecimals(options.amount, options.max) > 0) {
    return { code: ErrorCode.ORDER_LIMIT, bound: options.max, message: orderLimitMessage(options.max, options.currency) };
  }
  return null;
}
