import type { KycLevel, MappedUser } from '@ferry/contracts';
import { t } from '../../i18n/i18n.js';
import { kycLevelText } from '../../i18n/kyc-level-text.js';

export type KycCardTone = 'pending' | 'success' | 'error' | 'warning';

export type KycCardView = {
  tone: KycCardTone;
  title: string;
  lines: string[];
  reasons: string[];
  level: string | null;
};

const levelOf = (level: KycLevel | null | undefined) => (level ? kycLevelText(level) : null);

/**
 * The KYC status card of the profile (spec 001 section 2 "Profile"): nothing for NOT_SUBMITTED;
 * submitted (manual review or in progress), approved with its level, rejected with its reasons,
 * and the risk-engine state.
 */
export function kycCardView(user: Pick<MappedUser, 'kyc' | 'isManualReview' | 'rejectionReasons'>): KycCardView | null {
  const { status, type, highestApprovedKYCType, riskEnginePromote } = user.kyc.l1;
  if (status === 'REJECTED') {
    return {
      tone: 'error',
      title: t('profile.kyc.rejectedTitle'),
      lines: user.rejectionReasons.length > 0 ? [] : [t('profile.kyc.rejectedFallback')],
      reasons: user.rejectionReasons,
      level: null,
    };
  }
  if (riskEnginePromote && status !== 'SUBMITTED') {
    return { tone: 'warning', title: t('profile.kyc.riskEngineTitle'), lines: [t('profile.kyc.riskEngineLine')], reasons: [], level: null };
  }
  if (status === 'SUBMITTED') {
    const time = type === 'ENHANCED' || user.isManualReview ? t('profile.kyc.enhancedTime') : t('profile.kyc.standardTime');
    return user.isManualReview
      ? { tone: 'pending', title: t('profile.kyc.manualReviewTitle'), lines: [t('profile.kyc.manualReviewLine'), time], reasons: [], level: levelOf(type) }
      : { tone: 'pending', title: t('profile.kyc.inProgressTitle'), lines: [time], reasons: [], level: levelOf(type) };
  }
  if (status === 'APPROVED') {
    return { tone: 'success', title: t('profile.kyc.approvedTitle'), lines: [], reasons: [], level: levelOf(highestApprovedKYCType ?? type) };
  }
  return null;
}

/** The KYC call to action: actions needing KYC appear only while the account is ACTIVE. */
export function kycCallToAction(user: Pick<MappedUser, 'status' | 'kyc'>): string | null {
  if (user.status !== 'ACTIVE') return null;
  const { status, riskEnginePromote } = user.kyc.l1;
  if (status === 'NOT_SUBMITTED') return t('profile.completeKyc');
  if (riskEnginePromote && status === 'APPROVED') return t('profile.completeVerification');
  return null;
}
