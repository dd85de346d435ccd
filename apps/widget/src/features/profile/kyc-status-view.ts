import type { KycLevel, MappedUser } from '@ferry/contracts';
import { kycLevelLabel } from '@ferry/rules';

export type KycCardTone = 'pending' | 'success' | 'error' | 'warning';

export type KycCardView = {
  tone: KycCardTone;
  title: string;
  lines: string[];
  reasons: string[];
  level: string | null;
};

export const KYC_TEXTS = {
  rejectedTitle: 'Identity Verification Rejected',
  rejectedFallback: 'Unfortunately, we have rejected your verification request because of the invalid documents.',
  riskEngineTitle: 'Additional Verification Needed',
  riskEngineLine: 'Completing this is required to proceed with placing orders.',
  inProgressTitle: 'Verification In Progress',
  manualReviewTitle: 'Verification Under Manual Review',
  manualReviewLine: 'Our compliance team is reviewing your details.',
  standardTime: 'Standard verification takes under 2 minutes.',
  enhancedTime: 'Enhanced verification is approved within 24 hours.',
  approvedTitle: 'Identity Verified',
} as const;

export const levelText = (level: KycLevel) => `${kycLevelLabel(level)} (${level})`;

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
      title: KYC_TEXTS.rejectedTitle,
      lines: user.rejectionReasons.length > 0 ? [] : [KYC_TEXTS.rejectedFallback],
      reasons: user.rejectionReasons,
      level: null,
    };
  }
  if (riskEnginePromote && status !== 'SUBMITTED') {
    return { tone: 'warning', title: KYC_TEXTS.riskEngineTitle, lines: [KYC_TEXTS.riskEngineLine], reasons: [], level: null };
  }
  if (status === 'SUBMITTED') {
    const time = type === 'ENHANCED' || user.isManualReview ? KYC_TEXTS.enhancedTime : KYC_TEXTS.standardTime;
    return user.isManualReview
      ? { tone: 'pending', title: KYC_TEXTS.manualReviewTitle, lines: [KYC_TEXTS.manualReviewLine, time], reasons: [], level: type ? levelText(type) : null }
      : { tone: 'pending', title: KYC_TEXTS.inProgressTitle, lines: [time], reasons: [], level: type ? levelText(type) : null };
  }
  if (status === 'APPROVED') {
    const level = highestApprovedKYCType ?? type;
    return { tone: 'success', title: KYC_TEXTS.approvedTitle, lines: [], reasons: [], level: level ? levelText(level) : null };
  }
  return null;
}

/** The KYC call to action: actions needing KYC appear only while the account is ACTIVE. */
export function kycCallToAction(user: Pick<MappedUser, 'status' | 'kyc'>): string | null {
  if (user.status !== 'ACTIVE') return null;
  const { status, riskEnginePromote } = user.kyc.l1;
  if (status === 'NOT_SUBMITTED') return 'Complete KYC';
  if (riskEnginePromote && status === 'APPROVED') return 'Complete Verification';
  return null;
}
