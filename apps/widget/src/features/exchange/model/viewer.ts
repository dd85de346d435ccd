import type { MappedUser } from '@ferry/contracts';
import { type DiscountNudge, discountNudge } from '@ferry/rules';

const isKycApproved = (user: MappedUser | undefined) => user?.kyc.l1.status === 'APPROVED';

/** In GB by address or by IP (spec 000 section 6). */
export function isUkVisitor(user: MappedUser | undefined, ipCountry: string | undefined): boolean {
  return user?.address?.countryCode === 'GB' || ipCountry === 'GB';
}

/** Spec 000 sections 2 and 6: GB by address or IP and not KYC-approved sees the high-risk banner. */
export function isUkVisitorWithoutKyc(user: MappedUser | undefined, ipCountry: string | undefined): boolean {
  return isUkVisitor(user, ipCountry) && !isKycApproved(user);
}

/** The discount nudge for this viewer (null when none shows). */
export function discountViewer(user: MappedUser | undefined, ipCountry: string | undefined): DiscountNudge | null {
  return discountNudge({
    isLoggedIn: user !== undefined,
    isKycApproved: isKycApproved(user),
    isUkRegulated: isUkVisitor(user, ipCountry),
    isFcaCategorised: Boolean(user?.fcaCategorization),
    hasPassedFcaAssessment: user?.fcaAssessmentTestPassed === true,
    isFcaCoolingOff: user?.fcaIsCoolingOffPeriod === true,
  });
}
