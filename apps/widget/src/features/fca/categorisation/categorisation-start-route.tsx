import { Navigate, useNavigate } from '../../../routing/index.js';
import { usePartner } from '../../../api/startup/get-partner.js';
import { useUser } from '../../../api/user/get-user.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { fcaPaths } from '../fca-paths.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { useCategorisationAnswers } from './categorisation-answers.js';
import { addressOf, FIRST_QUESTION } from './questionnaire-flow.js';

/** Categorisation intro (spec 001 section 2); an already categorised user goes on to confirm order. */
export function CategorisationStartRoute() {
  const links = useInfoLinks();
  const navigate = useNavigate();
  const { reset } = useCategorisationAnswers();
  const { user } = useUser(usePartner().data?.apiKey);
  if (!user) return <LoadingScreen />;
  if (user.fcaCategorization !== null) return <Navigate to={paths.confirmOrder} replace />;
  const first = addressOf(FIRST_QUESTION.questionId);
  return (
    <>
      <Header title={t('fca.categorisation.title')} back="history" />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={[styles.icon, styles.iconText].join(' ')} aria-hidden="true">
            UK
          </span>
          <h2 className={text.screenHeading}>{t('fca.categorisation.startHeading')}</h2>
          <p className={text.body}>{t('fca.categorisation.startIntro')}</p>
          <section className={styles.card} aria-label={t('fca.categorisation.needsTitle')}>
            <h3 className={styles.cardTitle}>{t('fca.categorisation.needsTitle')}</h3>
            <ul className={styles.list}>
              <li>{t('fca.categorisation.needs.history')}</li>
              <li>{t('fca.categorisation.needs.quiz')}</li>
            </ul>
          </section>
          <a className={styles.link} href={links.ukRiskSummary} target="_blank" rel="noopener noreferrer">
            {t('fca.categorisation.riskSummaryLink')}
          </a>
        </div>
      </ScreenBody>
      <StickyFooter
        onButtonClick={() => {
          reset();
          void navigate(fcaPaths.categorisationQuestion(first.setId, first.slug));
        }}
      />
    </>
  );
}
