import { FCA_ATTEMPTS_PER_WINDOW, FCA_MIN_QUESTIONS_PER_SET, FCA_PASS_MARK_PERCENT, FCA_RETRY_WAIT_MS } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '../../../routing/index.js';
import { riskAssessmentQueryOptions } from '../../../api/fca/get-risk-assessment.js';
import { usePartner } from '../../../api/startup/get-partner.js';
import { useUser } from '../../../api/user/get-user.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { t } from '../../../i18n/i18n.js';
import { formatCount } from '../../../i18n/format.js';
import { InfoIcon } from '../../../ui/icons.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { useNow } from '../../../ui/use-now.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { useRiskAssessmentState } from './risk-assessment-state.js';
import { firstQuestionPath, riskStartTarget } from './risk-routing.js';

const HOUR_MS = 3_600_000;

/** Risk-assessment intro (spec 001 sections 2 and 4): the rules of the test, then its first question. */
export function RiskStartRoute() {
  const navigate = useNavigate();
  const { clearAnswers } = useRiskAssessmentState();
  const { user } = useUser(usePartner().data?.apiKey);
  // Asked afresh on every visit: an attempt taken since may have changed the set or started a wait.
  const assessment = useQuery({ ...riskAssessmentQueryOptions(), refetchOnMount: 'always' });
  const now = useNow(false);
  if (!user || assessment.isFetching) return <LoadingScreen />;
  const target = riskStartTarget({ assessment: assessment.data, error: assessment.error, hasPassed: user.fcaAssessmentTestPassed, now });
  if (target) return <Navigate to={target} replace />;
  const first = assessment.data ? firstQuestionPath(assessment.data) : null;
  return (
    <>
      <Header title={t('fca.risk.title')} back="history" />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={styles.icon}>
            <InfoIcon width={30} height={30} />
          </span>
          <h2 className={text.screenHeading}>{t('fca.risk.startHeading')}</h2>
          <p className={text.body}>{t('fca.risk.startIntro')}</p>
          <ul className={[styles.card, styles.rules].join(' ')}>
            <li>{t('fca.risk.rules.questions', { count: FCA_MIN_QUESTIONS_PER_SET })}</li>
            <li>{t('fca.risk.rules.passMark', { percent: formatCount(FCA_PASS_MARK_PERCENT) })}</li>
            <li>{t('fca.risk.rules.chances', { chances: FCA_ATTEMPTS_PER_WINDOW, hours: formatCount(FCA_RETRY_WAIT_MS / HOUR_MS) })}</li>
          </ul>
        </div>
      </ScreenBody>
      <StickyFooter
        buttonText={t('fca.risk.start')}
        isButtonDisabled={!first}
        onButtonClick={() => {
          if (!first) return;
          clearAnswers();
          void navigate(first);
        }}
      />
    </>
  );
}
