import { type PreOrderStep, preOrderRoute } from '@ferry/rules';
import { useQuery } from '@tanstack/react-query';
import { kycFormsQueryOptions } from '../../../api/kyc/get-kyc-forms.js';
import { paths } from '../../../config/paths.js';
import { pathForPreOrderStep } from '../../../config/pre-order-path.js';
import { useStreamContext } from '../use-stream-context.js';

/**
 * Pre-order routing for OFF_RAMP_STREAM (spec 001 section 4): no quote, wallet or e-mail check;
 * the stream's KYC forms (isDWA), KYC approval and the UK journey, then onboarding goes on to the
 * withdrawal method.
 */
/** The pre-order steps the stream's onboarding takes; the rest (quote, wallet, payment) are not the stream's. */
const STREAM_IDENTITY_STEPS: ReadonlySet<PreOrderStep['to']> = new Set(['kyc-form', 'profile', 'fca-categorisation-start', 'fca-risk-assessment-start', 'fca-cooling-off']);

export function useStreamIdentityStep() {
  const { user } = useStreamContext();
  const kycForms = useQuery({ ...kycFormsQueryOptions({ metadata: { isDWA: true } }), enabled: Boolean(user) });
  const next = (): string | null => {
    if (!user || !kycForms.data) return null;
    const step = preOrderRoute({
      flow: 'OFF_RAMP_STREAM',
      hasQuote: false,
      walletAddress: null,
      email: user.email,
      pendingKycFormIds: kycForms.data.forms.map((form) => form.id),
      kycStatus: user.kyc.l1.status,
      paymentMethod: null,
      isPanVerified: user.isPANVerified,
      addressCountryCode: user.address?.countryCode ?? null,
      isFcaCategorised: user.fcaCategorization !== null,
      hasPassedFcaAssessment: user.fcaAssessmentTestPassed,
      isFcaCoolingOff: user.fcaIsCoolingOffPeriod,
      usableCardCount: 0,
      bankId: null,
    });
    return step.to !== 'confirm-order' && STREAM_IDENTITY_STEPS.has(step.to) ? pathForPreOrderStep(step) : paths.streamOnboardingChooseMethod;
  };
  return { next, isLoading: !user || kycForms.isPending, isOnboardingComplete: user?.offRampStream.isOnboardingComplete === true };
}
