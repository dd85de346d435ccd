import { compareDecimals } from './fixed-point.js';

/** Spec 001 section 9: a discount applies when the fee-off percent is 1 or more, or the campaign amount is -1 or less. */
export function isDiscountApplied(quote: { ferryFeeOffPercent: string; campaignAmount: string }): boolean {
  return compareDecimals(quote.ferryFeeOffPercent, '1') >= 0 || compareDecimals(quote.campaignAmount, '-1') <= 0;
}

export type DiscountViewer = {
  isLoggedIn: boolean;
  isKycApproved: boolean;
  /** A UK user in the regulated flow (address or IP in GB). */
  isUkRegulated?: boolean;
  isFcaCategorised?: boolean;
  hasPassedFcaAssessment?: boolean;
  isFcaCoolingOff?: boolean;
};

/**
 * The nudges of spec 000 section 6, as codes the widget words: 'Log in & complete KYC to check
 * actual discount', 'Complete KYC to check actual discount', 'Proceed ahead to check actual discount'.
 */
export type DiscountNudge = 'LOG_IN_AND_COMPLETE_KYC' | 'COMPLETE_KYC' | 'PROCEED';

/**
 * Spec 000 section 6: the nudge under the 'Tentative discount applied' badge, by login and KYC
 * state; for UK users in the regulated flow it shows only when they may order already.
 * Returns null when no nudge is shown.
 */
export function discountNudge(viewer: DiscountViewer): DiscountNudge | null {
  if (!viewer.isLoggedIn) return viewer.isUkRegulated ? null : 'LOG_IN_AND_COMPLETE_KYC';
  if (!viewer.isKycApproved) return viewer.isUkRegulated ? null : 'COMPLETE_KYC';
  if (viewer.isUkRegulated) {
    const isReady = viewer.isFcaCategorised && viewer.hasPassedFcaAssessment && !viewer.isFcaCoolingOff;
    if (!isReady) return null;
  }
  return 'PROCEED';
}
