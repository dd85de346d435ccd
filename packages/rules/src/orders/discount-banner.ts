import type { DisplayStatus } from '@ferry/contracts';
import { isDiscountApplied } from '../pricing/discount.js';
import { compareDecimals } from '../pricing/fixed-point.js';

/**
 * The states in which the order went through (on the way, or done): the discount is then the
 * user's. Awaiting payment and the failure states (failed, cancelled, refunded, expired) show none.
 */
export const DISCOUNT_BANNER_STATUSES: ReadonlySet<DisplayStatus> = new Set<DisplayStatus>([
  'PROCESSING',
  'AUTHORIZED',
  'PENDING_DELIVERY_FROM_FERRY',
  'ON_HOLD_PENDING_DELIVERY_FROM_FERRY',
  'PAYMENT_DONE_MARKED_BY_USER',
  'COMPLETED',
]);

export type DiscountBannerOrder = {
  /** Percent of the Ferry fee waived by the campaign. */
  tfPerOff: string;
  /** The campaign's effect on the fees, in fiat: negative or zero. */
  campaignAmount: string;
  fiatCurrency: string;
};

/**
 * What the banner says, for the widget to word: the fee-off percent that was applied, what the
 * order saved (a decimal string in its fiat), or both. `percent` and `saving` are decimal strings.
 */
export type DiscountBanner =
  | { kind: 'percent'; percent: string }
  | { kind: 'saving'; saving: string; fiatCurrency: string }
  | { kind: 'savingAndPercent'; saving: string; fiatCurrency: string; percent: string };

/**
 * The payment status page's discount banner (spec 001 section 2 "Payment status"): shown in the
 * states above when the order carried a discount by the rule of spec 001 section 9, stating what
 * the order itself saved. Null when no banner shows.
 */
export function paymentStatusDiscountBanner(status: DisplayStatus, order: DiscountBannerOrder): DiscountBanner | null {
  if (!DISCOUNT_BANNER_STATUSES.has(status)) return null;
  if (!isDiscountApplied({ ferryFeeOffPercent: order.tfPerOff, campaignAmount: order.campaignAmount })) return null;
  const hasPercent = compareDecimals(order.tfPerOff, '1') >= 0;
  const percent = order.tfPerOff.trim();
  const isSaving = compareDecimals(order.campaignAmount, '0') < 0;
  if (!isSaving) return { kind: 'percent', percent };
  const saving = order.campaignAmount.trim().slice(1);
  return hasPercent
    ? { kind: 'savingAndPercent', saving, fiatCurrency: order.fiatCurrency, percent }
    : { kind: 'saving', saving, fiatCurrency: order.fiatCurrency };
}
