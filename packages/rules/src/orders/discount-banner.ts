import type { DisplayStatus } from '@ferry/contracts';
import { isDiscountApplied } from '../pricing/discount.js';
import { compareDecimals } from '../pricing/fixed-point.js';

export const DISCOUNT_BANNER_TITLE = 'Discount applied';

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

export type DiscountBanner = { title: string; text: string };

/**
 * The payment status page's discount banner (spec 001 section 2 "Payment status"): shown in the
 * states above when the order carried a discount by the rule of spec 001 section 9, stating what
 * the order itself saved. Null when no banner shows.
 */
export function paymentStatusDiscountBanner(status: DisplayStatus, order: DiscountBannerOrder): DiscountBanner | null {
  if (!DISCOUNT_BANNER_STATUSES.has(status)) return null;
  if (!isDiscountApplied({ ferryFeeOffPercent: order.tfPerOff, campaignAmount: order.campaignAmount })) return null;
  const hasPercent = compareDecimals(order.tfPerOff, '1') >= 0;
  const percent = `${order.tfPerOff}% off the Ferry fee`;
  const isSaving = compareDecimals(order.campaignAmount, '0') < 0;
  if (!isSaving) return { title: DISCOUNT_BANNER_TITLE, text: `${percent} was applied to this order.` };
  const saving = `${order.campaignAmount.trim().slice(1)} ${order.fiatCurrency}`;
  return {
    title: DISCOUNT_BANNER_TITLE,
    text: hasPercent ? `You saved ${saving} on fees: ${percent}.` : `You saved ${saving} on fees.`,
  };
}
