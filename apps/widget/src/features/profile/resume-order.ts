import type { MappedUser, SubmissionStatus } from '@ferry/contracts';

type Facts = {
  /** A quote is kept in the session: the user started an order. */
  hasPendingOrder: boolean;
  /** The order flow sent the user here to wait for the KYC decision. */
  isWaitingForKyc: boolean;
  /** The KYC status last seen on this screen, undefined on the first look. */
  previousStatus: SubmissionStatus | undefined;
  user: Pick<MappedUser, 'kyc'>;
};

/**
 * Spec 000 section 4 "KYC forms" and spec 001 section 4 "User record": the profile polls while
 * KYC is submitted; with an order started, an approval goes on to confirm order by itself, whether
 * the order flow sent the user here or the decision arrived while they were looking.
 */
export function shouldResumeOrder({ hasPendingOrder, isWaitingForKyc, previousStatus, user }: Facts): boolean {
  if (!hasPendingOrder || user.kyc.l1.status !== 'APPROVED') return false;
  return isWaitingForKyc || previousStatus === 'SUBMITTED';
}

/** The profile keeps a way back to the order started, unless KYC was rejected (the order cannot go on). */
export function canResumeOrder({ hasPendingOrder, user }: Pick<Facts, 'hasPendingOrder' | 'user'>): boolean {
  return hasPendingOrder && user.kyc.l1.status !== 'REJECTED';
}
