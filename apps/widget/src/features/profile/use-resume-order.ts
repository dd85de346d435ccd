import { type MappedUser, Quote, type SubmissionStatus } from '@ferry/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../../routing/index.js';
import { readLocationState } from '../../layout/location-state.js';
import { paths } from '../../config/paths.js';
import { useSessionValue } from '../../stores/session-store.js';
import { canResumeOrder, shouldResumeOrder } from './resume-order.js';

/** Goes on to confirm order when KYC is approved and an order was started; says whether the profile offers to resume it. */
export function useResumeOrder(user: MappedUser | undefined) {
  const navigate = useNavigate();
  const { isWaitingForKyc = false } = readLocationState(useLocation().state);
  const hasPendingOrder = Quote.safeParse(useSessionValue('quote')).success;
  const previous = useRef<SubmissionStatus | undefined>(undefined);

  useEffect(() => {
    if (!user) return;
    const previousStatus = previous.current;
    previous.current = user.kyc.l1.status;
    if (shouldResumeOrder({ hasPendingOrder, isWaitingForKyc, previousStatus, user })) void navigate(paths.confirmOrder, { replace: true });
  }, [user, hasPendingOrder, isWaitingForKyc, navigate]);

  return {
    canResume: user ? canResumeOrder({ hasPendingOrder, user }) : false,
    resume: () => void navigate(paths.confirmOrder),
  };
}
