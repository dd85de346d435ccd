import type { FcaQuestionResult } from '@ferry/contracts';
import { useState } from 'react';
import { Navigate, useNavigate } from '../../../routing/index.js';
import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { formatCount } from '../../../i18n/format.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { CountdownClock } from '../components/countdown-clock.js';
import { CrossIcon, ErrorIcon, TickIcon } from '../components/result-icons.js';
import { fcaPaths } from '../fca-paths.js';
import { useNow } from '../../../ui/use-now.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { categoryResults } from './category-results.js';
import { useRiskAssessmentState } from './risk-assessment-state.js';
import { firstQuestionPath } from './risk-routing.js';

function CategoryResults({ results }: { results: readonly FcaQuestionResult[] }) {
  return (
    <ul className={[styles.card, styles.results].join(' ')} aria-label={t('fca.risk.resultsByCategory')}>
      {categoryResults(results).map(({ category, isRight }) => (
        <li key={category} className={styles.result}>
          <span>{category}</span>
          <span className={isRight ? styles.right : styles.wrong} role="img" aria-label={isRight ? t('fca.risk.right') : t('fca.risk.wrong')}>
            {isRight ? <TickIcon /> : <CrossIcon />}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Failed (spec 001 sections 2 and 4): the score and a tick or cross per category. The first
 * failure of a window offers 'Try Again' at once; after the second the user waits, counting down.
 */
export function RiskFailedRoute() {
  const links = useInfoLinks();
  const navigate = useNavigate();
  const { submitted, assessment, clearAnswers } = useRiskAssessmentState();
  const now = useNow();
  const [isRetrying, setIsRetrying] = useState(false);
  if (!submitted) return <Navigate to={fcaPaths.riskStart} replace />;
  const { outcome } = submitted;
  const retryAt = outcome.userCanAttemptAfterTimestamp;
  const canRetryNow = outcome.nextAttempt !== null && retryAt === null;
  const isLocked = outcome.nextAttempt === null;

  const tryAgain = async () => {
    setIsRetrying(true);
    clearAnswers();
    const next = await assessment.refetch();
    const first = next.data ? firstQuestionPath(next.data) : null;
    void navigate(first ?? fcaPaths.riskStart, { replace: true });
  };

  return (
    <>
      <Header title={t('fca.risk.title')} />
      <ScreenBody>
        <div className={styles.centered}>
          <ErrorIcon />
          <h2 className={text.screenHeading}>{canRetryNow ? t('fca.risk.failedHeading') : t('fca.risk.failedAgainHeading')}</h2>
          <p className={text.body}>{t('fca.risk.scoreLabel')}</p>
          <p className={styles.score}>{t('fca.risk.score', { correct: formatCount(outcome.score.correct), total: formatCount(outcome.score.total) })}</p>
          <CategoryResults results={outcome.test} />
          {canRetryNow && (
            <a className={styles.link} href={links.ukRiskSummary} target="_blank" rel="noopener noreferrer">
              {t('fca.risk.learnRisks')}
            </a>
          )}
          {retryAt !== null && (
            <>
              <p className={text.body}>{t('fca.risk.retryIn')}</p>
              <CountdownClock endsAt={retryAt} now={now} label={t('fca.risk.retryIn')} />
            </>
          )}
          {isLocked && (
            <p className={text.body}>
              {t('fca.risk.lockedText')} {t('fca.risk.lockedHelp')}
            </p>
          )}
        </div>
      </ScreenBody>
      {canRetryNow ? (
        <StickyFooter buttonText={t('fca.risk.tryAgain')} onButtonClick={() => void tryAgain()} isButtonLoading={isRetrying} />
      ) : (
        <StickyFooter />
      )}
    </>
  );
}
