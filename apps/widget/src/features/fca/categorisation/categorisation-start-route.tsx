import { Navigate, useNavigate } from '../../../routing/index.js';
import { usePartner } from '../../../api/startup/get-partner.js';
import { useUser } from '../../../api/user/get-user.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { paths } from '../../../config/paths.js';
import { FCA_MESSAGES } from '../../../i18n/fca-messages.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { fcaPaths } from '../fca-paths.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { useCategorisationAnswers } from './categorisation-answers.js';
import { addressOf, FIRST_QUESTION } from './questionnaire-flow.js';

const texts = FCA_MESSAGES.categorisation;

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
      <Header title={texts.title} back="history" />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={[styles.icon, styles.iconText].join(' ')} aria-hidden="true">
            UK
          </span>
          <h2 className={text.screenHeading}>{texts.startHeading}</h2>
          <p className={text.body}>{texts.startIntro}</p>
          <section className={styles.card} aria-label={texts.needsTitle}>
            <h3 className={styles.cardTitle}>{texts.needsTitle}</h3>
            <ul className={styles.list}>
              {texts.needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </section>
          <a className={styles.link} href={links.ukRiskSummary} target="_blank" rel="noopener noreferrer">
            {texts.riskSummaryLink}
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
