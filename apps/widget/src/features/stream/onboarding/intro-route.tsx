import { useState } from 'react';
import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { Navigate, useNavigate } from '../../../routing/index.js';
import { chooseProduct } from '../../../stores/buy-or-sell-flow.js';
import { StreamIcon } from '../../../ui/icons.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { HowItWorksDrawer } from '../components/how-it-works-drawer.js';
import { StreamGate } from '../components/stream-gate.js';
import styles from '../stream.module.css';
import text from '../../../ui/text.module.css';
import { useStreamIdentityStep } from './use-stream-identity-step.js';


function Intro() {
  const navigate = useNavigate();
  const [isHowOpen, setIsHowOpen] = useState(false);
  const identity = useStreamIdentityStep();
  if (identity.isOnboardingComplete) return <Navigate to={paths.streamOnboardingComplete} replace />;
  const activate = () => {
    // The stream's KYC forms are asked for the stream (isDWA), not for a quote.
    chooseProduct('OFF_RAMP_STREAM');
    const next = identity.next();
    if (next) void navigate(next);
  };
  return (
    <>
      <Header title={t('stream.intro.title')} back={{ to: paths.exchange }} />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={styles.icon} aria-hidden="true">
            <StreamIcon width={32} height={32} />
          </span>
          <h2 className={text.screenHeading}>{t('stream.intro.heading')}</h2>
          <p className={text.body}>{t('stream.intro.text')}</p>
          <button type="button" className={styles.linkButton} onClick={() => setIsHowOpen(true)}>
            {t('stream.intro.howItWorks')}
          </button>
        </div>
      </ScreenBody>
      <StickyFooter buttonText={t('stream.intro.activate')} onButtonClick={activate} isButtonLoading={identity.isLoading} />
      <HowItWorksDrawer isOpen={isHowOpen} onClose={() => setIsHowOpen(false)} />
    </>
  );
}

/** Onboarding intro (spec 001 section 2): 'Activate Now' and 'See how it works'. */
export function StreamIntroRoute() {
  return (
    <StreamGate>
      <Intro />
    </StreamGate>
  );
}
