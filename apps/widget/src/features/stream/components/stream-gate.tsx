import { isOtherStreamPartner } from '@ferry/rules';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { paths } from '../../../config/paths.js';
import { SCREEN_ERROR_TEXTS } from '../../../i18n/screen-error-messages.js';
import { t } from '../../../i18n/i18n.js';
import { useNavigate } from '../../../routing/index.js';
import { buttonClassName } from '../../../ui/button.js';
import { Popup } from '../../../ui/popup.js';
import { Link } from '../../../routing/index.js';
import { useStreamContext } from '../use-stream-context.js';

/** How long the blocking 'not allowed' error shows before the user is sent to the exchange. */
export const INELIGIBLE_REDIRECT_MS = 4000;

function IneligibleError() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.exchange, { replace: true }), INELIGIBLE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Popup message={SCREEN_ERROR_TEXTS.STREAM_NOT_ELIGIBLE} />;
}

/**
 * Stream access (spec 001 sections 4 and 6): an eligible user (else a blocking error with no
 * button, then the exchange), of the partner the user first onboarded with (else 'You have
 * already signed up with a different partner' with 'Back to App').
 */
export function StreamGate({ children }: { children: ReactNode }) {
  const { partner, user } = useStreamContext();
  if (!user || !partner) return <LoadingScreen />;
  if (!user.offRampStream.isEligible) return <IneligibleError />;
  if (isOtherStreamPartner({ onboardingApiKey: user.offRampStream.onboardingApiKey, apiKey: partner.apiKey })) {
    return (
      <Popup
        title={SCREEN_ERROR_TEXTS.STREAM_OTHER_PARTNER}
        actions={
          <Link to={paths.exchange} replace className={buttonClassName({ size: 'lg', fullWidth: true })}>
            {t('stream.backToApp')}
          </Link>
        }
      />
    );
  }
  return <>{children}</>;
}
