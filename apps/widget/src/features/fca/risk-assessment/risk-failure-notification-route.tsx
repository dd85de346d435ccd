import { useEffect } from 'react';
import { Navigate, useNavigate } from '../../../routing/index.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { formatCount } from '../../../i18n/format.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { ErrorIcon } from '../components/result-icons.js';
import { fcaPaths } from '../fca-paths.js';
import { useNow } from '../../../ui/use-now.js';
import { timeLeft } from '../time-left.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { useRiskAssessmentState } from './risk-assessment-state.js';

/** The 24-hour wait after a failed window (spec 001 section 2): 'Please wait for X hr Y min to place an order'. */
export function RiskFailureNotificationRoute() {
  const navigate = useNavigate();
  const { assessment, submitted } = useRiskAssessmentState();
  const now = useNow();
  const retryAt = assessment.data?.userCanAttemptAfterTimestamp ?? submitted?.outcome.userCanAttemptAfterTimestamp ?? null;
  const isOver = retryAt !== null && retryAt <= now;

  useEffect(() => {
    if (isOver) void navigate(fcaPaths.riskStart, { replace: true });
  }, [isOver, navigate]);

  if (assessment.isPending) return <LoadingScreen />;
  if (retryAt === null) return <Navigate to={fcaPaths.riskStart} replace />;
  const left = timeLeft(retryAt, now);
  // Minutes are rounded up, so the last minute reads '0 hr 1 min' rather than '0 hr 0 min'.
  const minutes = left.minutes + (left.seconds > 0 ? 1 : 0);
  const hours = left.hours + Math.floor(minutes / 60);
  return (
    <>
      <Header title={t('fca.risk.title')} />
      <ScreenBody>
        <div className={styles.centered}>
          <ErrorIcon />
          <h2 className={text.screenHeading}>{t('fca.risk.waitHeading')}</h2>
          <p className={styles.errorText} role="status">
            {t('fca.risk.wait', { hours: formatCount(hours), minutes: formatCount(minutes % 60) })}
          </p>
          <p className={text.body}>{t('fca.risk.waitNote')}</p>
        </div>
      </ScreenBody>
      <StickyFooter buttonText={t('fca.coolingOff.backToApp')} onButtonClick={() => void navigate(paths.exchange)} />
    </>
  );
}
