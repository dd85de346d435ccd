import { preOrderRoute } from '@ferry/rules';
import { useQuery } from '@tanstack/react-query';
import { kycFormsQueryOptions } from '../../../api/kyc/get-kyc-forms.js';
import { paths } from '../../../config/paths.js';
import { useStreamContext } from '../use-stream-context.js';

/**
 * Pre-order routing for OFF_RAMP_STREAM (spec 001 section 4): no quote, wallet or e-mail check;
 * the stream's KYC forms (isDWA), KYC approval and the UK journey, then onboarding goes on to the
 * withdrawal method.
 */
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
    switch (step.to) {
      case 'kyc-form':
        return `${paths.kycForms}/${encodeURIComponent(step.formId)}`;
      case 'profile':
        return paths.profile;
      case 'fca-categorisation-start':
        return '/user/fca/categorization/start';
      case 'fca-risk-assessment-start':
        return '/user/fca/risk-assessment/start';
      case 'fca-cooling-off':
        return '/user/fca-cooling-off-period';
      default:
        return paths.streamOnboardingChooseMethod;
    }
  };
  return { next, isLoading: !user || kycForms.isPending, isOnboardingComplete: user?.offRampStream.isOnboardingComplete === true };
}
