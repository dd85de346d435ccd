import { ErrorCode } from '@ferry/contracts';
import { compareDecimals } from './fixed-point.js';

export type BoundsSide = 'BUY' | 'SELL';

/**
 * A refused amount as a code and the values its text needs (the widget's catalogue and the
 * server's API message word it): MIN_AMOUNT with the minimum, ORDER_LIMIT with the maximum.
 */
export type AmountBoundsViolation =
  | { code: typeof ErrorCode.MIN_AMOUNT; params: { min: string; currency: string; side: BoundsSide } }
  | { code: typeof ErrorCode.ORDER_LIMIT; params: { max: string; currency: string } };

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
    return { code: ErrorCode.MIN_AMOUNT, params: { min: options.min, currency: options.currency, side: options.side ?? 'BUY' } };
  }
  if (options.max !== undefined && compareDecimals(options.amount, options.max) > 0) {
    return { code: ErrorCode.ORDER_LIMIT, params: { max: options.max, currency: options.currency } };
  }
  return null;
}
