import { useEffect } from 'react';
import { useNavigate } from '../../../routing/index.js';
import { useCoolingOffPeriod } from '../../../api/fca/get-cooling-off-period.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { CountdownClock } from '../components/countdown-clock.js';
import { SuccessIcon } from '../components/result-icons.js';
import { useNow } from '../../../ui/use-now.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';

/**
 * Passed (spec 001 sections 2 and 4): the 24-hour cooling-off countdown; once it has ended the
 * user goes on to confirm order. The end comes from the server, asked again now and then.
 */
export function RiskSuccessRoute() {
  const navigate = useNavigate();
  const coolingOff = useCoolingOffPeriod();
  const now = useNow();
  const endsAt = coolingOff.data ? coolingOff.dataUpdatedAt + coolingOff.data.timeLeft : null;
  const isOver = coolingOff.data !== undefined && (!coolingOff.data.coolingOffPeriodOn || (endsAt !== null && endsAt <= now));

  useEffect(() => {
    if (isOver) void navigate(paths.confirmOrder, { replace: true });
  }, [isOver, navigate]);

  if (endsAt === null || isOver) return <LoadingScreen />;
  return (
    <>
      <Header title={t('fca.risk.title')} />
      <ScreenBody>
        <div className={styles.centered}>
          <SuccessIcon />
          <h2 className={text.screenHeading}>{t('fca.risk.passedHeading')}</h2>
          <p className={text.body}>{t('fca.risk.coolingOffIntro')}</p>
          <CountdownClock endsAt={endsAt} now={now} label={t('fca.coolingOff.timeLeft')} />
          <p className={text.body}>{t('fca.coolingOff.email')}</p>
        </div>
      </ScreenBody>
      <StickyFooter buttonText={t('fca.coolingOff.backToApp')} onButtonClick={() => void navigate(paths.exchange)} />
    </>
  );
}
