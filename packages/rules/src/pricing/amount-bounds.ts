import type { ErrorCode } from '@ferry/contracts';
import { compareDecimals } from './fixed-point.js';

export type BoundsSide = 'BUY' | 'SELL';

/**
 * A refused amount as a code and the values its text needs (the widget's catalogue and the
 * server's API message word it): MIN_AMOUNT with the minimum, ORDER_LIMIT with the maximum.
 */
export type AmountBoundsViolation =
  | { code: Extract<ErrorCode, 'MIN_AMOUNT'>; params: { min: string; currency: string; side: BoundsSide } }
  | { code: Extract<ErrorCode, 'ORDER_LIMIT'>; params: { max: string; currency: string } };

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
    // Literal codes (typed above), not ErrorCode.X: this runs on the widget's start path, which must not carry the code list.
    return { code: 'MIN_AMOUNT', params: { min: options.min, currency: options.currency, side: options.side ?? 'BUY' } };
  }
  if (options.max !== undefined && compareDecimals(options.amount, options.max) > 0) {
    return { code: 'ORDER_LIMIT', params: { max: options.max, currency: options.currency } };
  }
  return null;
}
